import type { WebhookDelivery } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';

/** `GET /webhooks/deliveries/{id}`: the webhook's last 50 deliveries, newest first. */
export async function listDeliveries(client: ApiClient, id: number): Promise<WebhookDelivery[]> {
  const response = await client.request<{ result: WebhookDelivery[] }>(`/webhooks/deliveries/${id}`);
  return response.result;
}
