import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /contentKeys/delete/{id}`: revokes the key at once, for good. */
export async function deleteContentKey(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/contentKeys/delete/${id}`, { method: 'DELETE' }));
  return true;
}
