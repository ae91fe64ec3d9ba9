import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /api/enquiries/delete/{id}`. */
export async function deleteEnquiry(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/api/enquiries/delete/${id}`, { method: 'DELETE' }));
  return true;
}
