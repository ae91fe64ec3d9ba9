import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import { categoryFromServer, categoryUpdateBody } from '../mappers';
import type { Category, CategoryInput, ServerCategory } from '../types';

export interface CategoryUpdate {
  /** The category as loaded: its id, its values to diff against, its version. */
  original: Category;
  next: Pick<CategoryInput, 'name' | 'description'>;
}

/**
 * `PUT /category/updateCategory/{id}`, JSON of the changed fields (docs/panel.md#validation,
 * docs/panel.md#calls-and-bodies).
 */
export async function updateCategory(client: ApiClient, { original, next }: CategoryUpdate): Promise<Category> {
  const response = await client.request<{ result: ServerCategory }>(`/category/updateCategory/${original.id}`, {
    method: 'PUT',
    body: categoryUpdateBody(original, next),
  });
  return categoryFromServer(expectResult(response));
}
