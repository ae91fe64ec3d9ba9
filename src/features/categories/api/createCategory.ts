import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import { categoryCreateBody, categoryFromServer } from '../mappers';
import type { Category, CategoryInput, ServerCategory } from '../types';

/** `POST /category/addCategory`, JSON (docs/panel.md#calls-and-bodies). */
export async function createCategory(client: ApiClient, input: CategoryInput): Promise<Category> {
  const response = await client.request<{ result: ServerCategory }>('/category/addCategory', {
    method: 'POST',
    body: categoryCreateBody(input),
  });
  return categoryFromServer(expectResult(response));
}
