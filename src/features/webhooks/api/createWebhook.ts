import type { CreatedWebhook, WebhookEvent } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** What the webhook form sends. */
export interface WebhookInput {
  name: string;
  url: string;
  events: WebhookEvent[];
}

/** `POST /webhooks/create {name, url, events}`: the new webhook with its secret, shown this once. */
export async function createWebhook(client: ApiClient, input: WebhookInput): Promise<CreatedWebhook> {
  const response = await client.request<{ result: CreatedWebhook }>('/webhooks/create', {
    method: 'POST',
    body: input,
  });
  return expectResult(response);
}
