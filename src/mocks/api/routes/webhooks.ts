import { webhook } from '@/contract';
import { DELIVERY_LOG_LIMIT, toDelivery } from '@/domain/dashboard';
import { requireSession, type RouteContext } from '../context';
import { notFound, ok, type MockReply } from '../http';

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);

/** A new delivery, queued as the server queues one: pending, no attempt yet, due now. */
function enqueue(ctx: RouteContext, webhookId: number, event: string): number {
  const id = ctx.db.nextId++;
  const now = ctx.now().getTime();
  const empty = { responseStatus: null, durationMs: null, error: null };
  ctx.db.deliveries.push({
    id,
    webhookId,
    event,
    attempt: 0,
    status: 'pending',
    ...empty,
    at: now,
    nextAttemptAt: now,
  });
  return id;
}

/**
 * The webhook calls beside the registry's (server/src/routes/webhooks.ts): a test `ping`, the delivery log and a
 * redelivery. Nothing is sent: a queued delivery stays `pending` (the server's worker would send it).
 */
export function webhookRoutes(ctx: RouteContext): MockReply | null {
  const [root, call, raw] = ctx.segments;
  if (root !== 'webhooks' || ctx.segments.length !== 3) return null;
  const findWebhook = () => {
    const id = idOf(raw);
    const row = ctx.db.webhooks.find((hook) => hook.id === id);
    return row ? row.id : notFound(webhook.noun);
  };
  if (call === 'test' && ctx.method === 'POST') {
    requireSession(ctx);
    enqueue(ctx, findWebhook(), 'ping');
    return ok({ result: true });
  }
  if (call === 'deliveries' && ctx.method === 'GET') {
    requireSession(ctx);
    const id = findWebhook();
    const rows = ctx.db.deliveries.filter((row) => row.webhookId === id).sort((a, b) => b.id - a.id);
    return ok({ result: rows.slice(0, DELIVERY_LOG_LIMIT).map(toDelivery) });
  }
  if (call === 'redeliver' && ctx.method === 'POST') {
    requireSession(ctx);
    const id = idOf(raw);
    const old = ctx.db.deliveries.find((row) => row.id === id);
    if (!old || !ctx.db.webhooks.some((hook) => hook.id === old.webhookId)) return notFound('Delivery');
    return ok({ result: { id: enqueue(ctx, old.webhookId, old.event) } }, 201);
  }
  return null;
}
