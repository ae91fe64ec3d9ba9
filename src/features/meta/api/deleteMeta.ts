import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /meta/deleteMeta/{id}`. */
export async function deleteMeta(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/meta/deleteMeta/${id}`, { method: 'DELETE' }));
  return true;
}
