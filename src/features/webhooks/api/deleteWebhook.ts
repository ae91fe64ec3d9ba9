import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /webhooks/delete/{id}`: gone at once with its queue (a webhook never enters the trash). */
export async function deleteWebhook(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/webhooks/delete/${id}`, { method: 'DELETE' }));
  return true;
}
