import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { WebhookRecord } from '@/contract';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { defineWrite, type WriteDefinition } from '@/shared/query/defineWrite';
import { queryKeys } from '@/shared/query/queryKeys';
import { queryView, type QueryView } from '@/shared/query/queryView';
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

export const webhooksAtom = atom((get): QueryView<WebhookRecord[]> =>
  queryView(get(webhooksQueryAtom), [], 'Failed to fetch the webhooks'),
);

/** The query key of one webhook's delivery log. */
export const deliveriesKey = (id: number) => [...ROOT, 'deliveries', id] as const;

/** The last failure of a webhook write. */
export const webhookWriteErrorAtom = atom<string | null>(null);

// Every webhook write can change what the dashboard's Schedule card lists (a pause, a retry, a deleted webhook).
const invalidates = [ROOT, queryKeys.activity.all, queryKeys.dashboard.schedule];

/** One webhook write: its key under the webhooks', the shared invalidations and error atom. */
const webhookWrite = <TVars, TData>(name: string, run: WriteDefinition<TVars, TData>['run'], failureText: string) =>
  defineWrite({ key: [...ROOT, name], run, invalidates, failureText, errorAtom: webhookWriteErrorAtom });

export const createWebhookWrite = webhookWrite(
  'create',
  (client, input: WebhookInput) => createWebhook(client, input),
  'Failed to create the webhook',
);
export const updateWebhookWrite = webhookWrite(
  'update',
  (client, update: WebhookUpdate) => updateWebhook(client, update),
  'Failed to update the webhook',
);
export const deleteWebhookWrite = webhookWrite(
  'delete',
  (client, id: number) => deleteWebhook(client, id),
  'Failed to delete the webhook',
);
export const testWebhookWrite = webhookWrite(
  'test',
  (client, id: number) => testWebhook(client, id),
  'Failed to send the test',
);
export const redeliverWrite = webhookWrite(
  'redeliver',
  (client, deliveryId: number) => redeliver(client, deliveryId),
  'Failed to redeliver',
);
