import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `POST /webhooks/redeliver/{deliveryId}`: the same message queued again as a new delivery; its id. */
export async function redeliver(client: ApiClient, deliveryId: number): Promise<number> {
  const response = await client.request<{ result: { id: number } }>(`/webhooks/redeliver/${deliveryId}`, {
    method: 'POST',
  });
  return expectResult(response).id;
}
