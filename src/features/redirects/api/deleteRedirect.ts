import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /redirects/delete/{id}`: the redirect moves to the trash. */
export async function deleteRedirect(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/redirects/delete/${id}`, { method: 'DELETE' }));
  return true;
}
