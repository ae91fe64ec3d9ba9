import type { WebhookRecord } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';
import { MAX_LIST_PAGE_SIZE } from '@/shared/query/listView';

/** `GET /webhooks/list`: the webhooks, newest first (never a secret); one page of the largest size served. */
export async function listWebhooks(client: ApiClient): Promise<WebhookRecord[]> {
  const response = await client.request<{ result: WebhookRecord[] }>('/webhooks/list', {
    query: { pageSize: MAX_LIST_PAGE_SIZE },
    auth: 'list',
  });
  return response.result;
}
