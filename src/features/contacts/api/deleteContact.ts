import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /contacts/deleteContact/{id}`. */
export async function deleteContact(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/contacts/deleteContact/${id}`, { method: 'DELETE' }));
  return true;
}
