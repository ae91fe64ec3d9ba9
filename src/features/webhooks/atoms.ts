import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { WebhookRecord } from '@/contract';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { defineWrite } from '@/shared/query/defineWrite';
import { queryKeys } from '@/shared/query/queryKeys';
import { createWebhook, type WebhookInput } from './api/createWebhook';
import { deleteWebhook } from './api/deleteWebhook';
import { listWebhooks } from './api/listWebhooks';
import { redeliver } from './api/redeliver';
import { testWebhook } from './api/testWebhook';
import { updateWebhook, type WebhookUpdate } from './api/updateWebhook';

const ROOT = queryKeys.webhooks.all;

export const webhooksQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return { queryKey: [...ROOT, 'list'], queryFn: () => listWebhooks(client) };
});

/** How a screen sees a server read: loading, loaded (refreshing while it re-fetches) or error, with Retry. */
export interface QueryView<T> {
  status: 'loading' | 'refreshing' | 'loaded' | 'error';
  data: T;
  error: string | null;
  refetch: () => void;
}

export const webhooksAtom = atom((get): QueryView<WebhookRecord[]> => {
  const result = get(webhooksQueryAtom);
  return {
    status: result.isError ? 'error' : result.isPending ? 'loading' : result.isFetching ? 'refreshing' : 'loaded',
    data: result.data ?? [],
    error: result.isError ? result.error.message || 'Failed to fetch the webhooks' : null,
    refetch: () => void result.refetch(),
  };
});

/** The query key of one webhook's delivery log. */
export const deliveriesKey = (id: number) => [...ROOT, 'deliveries', id] as const;

/** The last failure of a webhook write. */
export const webhookWriteErrorAtom = atom<string | null>(null);

// Every webhook write can change what the dashboard's Schedule card lists (a pause, a retry, a deleted webhook).
const invalidates = [ROOT, queryKeys.activity.all, queryKeys.dashboard.schedule];

export const createWebhookWrite = defineWrite({
  key: [...ROOT, 'create'],
  run: (client, input: WebhookInput) => createWebhook(client, input),
  invalidates,
  failureText: 'Failed to create the webhook',
  errorAtom: webhookWriteErrorAtom,
});

export const updateWebhookWrite = defineWrite({
  key: [...ROOT, 'update'],
  run: (client, update: WebhookUpdate) => updateWebhook(client, update),
  invalidates,
  failureText: 'Failed to update the webhook',
  errorAtom: webhookWriteErrorAtom,
});

export const deleteWebhookWrite = defineWrite({
  key: [...ROOT, 'delete'],
  run: (client, id: number) => deleteWebhook(client, id),
  invalidates,
  failureText: 'Failed to delete the webhook',
  errorAtom: webhookWriteErrorAtom,
});

export const testWebhookWrite = defineWrite({
  key: [...ROOT, 'test'],
  run: (client, id: number) => testWebhook(client, id),
  invalidates,
  failureText: 'Failed to send the test',
  errorAtom: webhookWriteErrorAtom,
});

export const redeliverWrite = defineWrite({
  key: [...ROOT, 'redeliver'],
  run: (client, deliveryId: number) => redeliver(client, deliveryId),
  invalidates,
  failureText: 'Failed to redeliver',
  errorAtom: webhookWriteErrorAtom,
});
