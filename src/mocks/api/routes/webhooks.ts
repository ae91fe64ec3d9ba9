import { parseId, webhook } from '@/contract';
import { DELIVERY_LOG_LIMIT, toDelivery } from '@/domain/dashboard';
import { enqueue, findDelivery, listDeliveries } from '../../../../server/src/db/webhooks.ts';
import type { RouteContext, Routes } from '../context';
import { notFound, ok } from '../http';

/** Queues a message as the server does (server/src/services/webhooks/service.ts): pending, no attempt yet, due now. */
async function queue(
  ctx: RouteContext,
  webhookId: number,
  message: { messageId: string; event: string; payload: string },
) {
  const [id] = await enqueue(ctx.db.sql.db, [webhookId], message, ctx.now().getTime());
  return id;
}

const webhookId = (ctx: RouteContext, raw: string) =>
  ctx.db.webhooks.find((hook) => hook.id === parseId(raw))?.id ?? notFound(webhook.noun);

/**
 * The webhook calls beside the registry's (server/src/routes/webhooks.ts): a test `ping`, the delivery log and a
 * redelivery. Nothing is sent: a queued delivery stays `pending` (the server's worker would send it).
 */
export const webhookRoutes: Routes = {
  'POST /webhooks/test/:id': async (ctx, raw = '') => {
    const id = webhookId(ctx, raw);
    const payload = JSON.stringify({ type: 'ping', timestamp: ctx.now().toISOString(), data: { webhookId: id } });
    await queue(ctx, id, { messageId: `msg_${ctx.newToken()}`, event: 'ping', payload });
    return ok({ result: true });
  },
  'GET /webhooks/deliveries/:id': async (ctx, raw = '') => {
    const rows = await listDeliveries(ctx.db.sql.db, webhookId(ctx, raw), DELIVERY_LOG_LIMIT);
    return ok({ result: rows.map(toDelivery) });
  },
  'POST /webhooks/redeliver/:id': async (ctx, raw = '') => {
    const id = parseId(raw);
    const old = id === undefined ? undefined : await findDelivery(ctx.db.sql.db, id);
    if (!old) return notFound('Delivery');
    const { messageId, event, payload } = old;
    return ok({ result: { id: await queue(ctx, old.webhookId, { messageId, event, payload }) } }, 201);
  },
};
