import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /category/deleteCategory/{id}`; 409 while posts use it. */
export async function deleteCategory(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/category/deleteCategory/${id}`, { method: 'DELETE' }));
  return true;
}
