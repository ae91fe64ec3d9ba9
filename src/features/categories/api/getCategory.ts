import type { ApiClient } from '@/shared/api/createApiClient';
import { categoryFromServer } from '../mappers';
import type { Category, ServerCategory } from '../types';

/** `GET /category/getCategory/{id}`; sent without a token when none is present (docs/panel.md#access). */
export async function getCategory(client: ApiClient, id: number): Promise<Category> {
  const response = await client.request<{ result: ServerCategory }>(`/category/getCategory/${id}`, {
    auth: 'optional',
  });
  return categoryFromServer(response.result);
}
