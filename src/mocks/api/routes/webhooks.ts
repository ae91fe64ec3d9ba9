import { parseId, webhook } from '@/contract';
import { DELIVERY_LOG_LIMIT, toDelivery } from '@/domain/dashboard';
import type { RouteContext, Routes } from '../context';
import { notFound, ok } from '../http';

/** A new delivery, queued as the server queues one: pending, no attempt yet, due now. */
function enqueue(ctx: RouteContext, webhookId: number, event: string): number {
  const id = ctx.db.nextId++;
  const now = ctx.now().getTime();
  const unsent = { attempt: 0, status: 'pending' as const, responseStatus: null, durationMs: null, error: null };
  ctx.db.deliveries.push({ id, webhookId, event, ...unsent, at: now, nextAttemptAt: now });
  return id;
}

const webhookId = (ctx: RouteContext, raw: string) =>
  ctx.db.webhooks.find((hook) => hook.id === parseId(raw))?.id ?? notFound(webhook.noun);

/**
 * The webhook calls beside the registry's (server/src/routes/webhooks.ts): a test `ping`, the delivery log and a
 * redelivery. Nothing is sent: a queued delivery stays `pending` (the server's worker would send it).
 */
export const webhookRoutes: Routes = {
  'POST /webhooks/test/:id': (ctx, raw = '') => (enqueue(ctx, webhookId(ctx, raw), 'ping'), ok({ result: true })),
  'GET /webhooks/deliveries/:id': (ctx, raw = '') => {
    const id = webhookId(ctx, raw);
    const rows = ctx.db.deliveries.filter((row) => row.webhookId === id).sort((a, b) => b.id - a.id);
    return ok({ result: rows.slice(0, DELIVERY_LOG_LIMIT).map(toDelivery) });
  },
  'POST /webhooks/redeliver/:id': (ctx, raw = '') => {
    const old = ctx.db.deliveries.find((row) => row.id === parseId(raw));
    if (!old || !ctx.db.webhooks.some((hook) => hook.id === old.webhookId)) return notFound('Delivery');
    return ok({ result: { id: enqueue(ctx, old.webhookId, old.event) } }, 201);
  },
};
