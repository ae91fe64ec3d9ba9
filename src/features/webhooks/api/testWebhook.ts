import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `POST /webhooks/test/{id}`: queues a `ping`, which then shows in the delivery log. */
export async function testWebhook(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/webhooks/test/${id}`, { method: 'POST' }));
  return true;
}
