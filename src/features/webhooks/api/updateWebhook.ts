import type { WebhookRecord } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import type { WebhookInput } from './createWebhook';

export interface WebhookUpdate {
  /** The webhook as loaded: its id and the version the change is based on. */
  original: WebhookRecord;
  next: Partial<WebhookInput> & { active?: boolean };
}

/** `PUT /webhooks/update/{id}`: the changed fields and the loaded version (409 when someone changed it since). */
export async function updateWebhook(client: ApiClient, { original, next }: WebhookUpdate): Promise<WebhookRecord> {
  const response = await client.request<{ result: WebhookRecord }>(`/webhooks/update/${original.id}`, {
    method: 'PUT',
    body: { ...next, version: original.version },
  });
  return expectResult(response);
}
