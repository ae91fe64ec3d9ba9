/**
 * Webhooks' queries: the admin list, the delivery queue (enqueue, claim, record an attempt, the log), pending
 * `site.changed` changes, and the scheduler's mark. Claims are conditional updates, so any number of API instances
 * share one queue: a webhook has at most one delivery in flight, and each scheduled moment is announced once.
 */
import { sql } from 'kysely';
import { webhook, type ListParams } from '../../../src/contract/index.ts';
import type { WebhookRow } from '../../../src/domain/records.ts';
import { TROUBLED_DELIVERIES_MAX } from '../../../src/domain/dashboard.ts';
import type { Db } from './index.ts';
import { listRows } from './list.ts';
import type { WebhookDeliveriesTable } from './schema.ts';

/** `GET /webhooks/list`. */
export function listWebhooks(db: Db, params: ListParams) {
  return listRows<WebhookRow>(db, db.selectFrom('webhooks'), webhook.list, params);
}

export type DeliveryRow = Omit<WebhookDeliveriesTable, 'id'> & { id: number };

/** A transaction or the database. */
type Conn = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

/** The active webhooks that hear `event` (a `ping` goes to the one named instead). */
export async function webhooksHearing(conn: Conn, event: string) {
  const rows = await conn.selectFrom('webhooks').select(['id', 'events']).where('active', '=', 1).execute();
  return rows.filter((row) => row.events.split(',').includes(event)).map((row) => row.id);
}

/** Queues one message for each webhook, due now. */
export async function enqueue(
  conn: Conn,
  webhookIds: readonly number[],
  message: { messageId: string; event: string; payload: string },
  now: number,
): Promise<number[]> {
  if (!webhookIds.length) return [];
  const rows = await conn
    .insertInto('webhookDeliveries')
    .values(
      webhookIds.map((webhookId) => ({
        webhookId,
        ...message,
        attempt: 0,
        status: 'pending',
        responseStatus: null,
        durationMs: null,
        error: null,
        at: now,
        nextAttemptAt: now,
        lockedUntil: null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Active webhooks with a delivery due by `now` (at most `limit`). Asked per webhook (an index seek each): the queue
 * keeps finished deliveries for WEBHOOK_RETENTION_DAYS, and this runs after every announced write.
 */
export async function webhooksWithDue(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('webhooks')
    .select('id')
    .where('active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('webhookDeliveries')
          .select('webhookDeliveries.id')
          .whereRef('webhookDeliveries.webhookId', '=', 'webhooks.id')
          .where('webhookDeliveries.nextAttemptAt', '<=', now),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims an active webhook that is not busy until `until`; true when this caller got it. The claim runs out by itself,
 * so a process that dies mid-delivery blocks nothing for long.
 */
export async function claimWebhook(db: Db, id: number, now: number, until: number): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ busyUntil: until })
    .where('id', '=', id)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('busyUntil', 'is', null), eb('busyUntil', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseWebhook(db: Db, id: number): Promise<void> {
  await db.updateTable('webhooks').set({ busyUntil: null }).where('id', '=', id).execute();
}

/** The webhook's oldest delivery due by `now`, with what sending it needs. */
export async function nextDue(db: Db, webhookId: number, now: number) {
  const delivery = await db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('webhookId', '=', webhookId)
    .where('nextAttemptAt', '<=', now)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!delivery) return undefined;
  const hook = await db
    .selectFrom('webhooks')
    .select(['url', 'secret', 'failures'])
    .where('id', '=', webhookId)
    .executeTakeFirst();
  return hook && { delivery: delivery as DeliveryRow, hook };
}

/** Stores an attempt's outcome and the webhook's run of failures (pausing it at `pauseAfter`). */
export async function recordAttempt(
  db: Db,
  delivery: DeliveryRow,
  outcome: {
    status: 'succeeded' | 'retrying' | 'failed';
    responseStatus: number | null;
    durationMs: number;
    error: string | null;
    nextAttemptAt: number | null;
  },
  now: number,
  pauseAfter: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhookDeliveries')
      .set({ ...outcome, attempt: delivery.attempt + 1, at: now, lockedUntil: null })
      .where('id', '=', delivery.id)
      .execute();
    if (outcome.status === 'succeeded') {
      await trx.updateTable('webhooks').set({ failures: 0 }).where('id', '=', delivery.webhookId).execute();
      return;
    }
    await trx
      .updateTable('webhooks')
      .set({ failures: sql<number>`${sql.ref('failures')} + 1` })
      .where('id', '=', delivery.webhookId)
      .execute();
    await trx
      .updateTable('webhooks')
      .set({ active: 0, pausedAt: now })
      .where('id', '=', delivery.webhookId)
      .where('failures', '>=', pauseAfter)
      .where('active', '=', 1)
      .execute();
  });
}

/**
 * Drops the queue of webhooks that were deleted. The webhooks the queue names are walked one index seek each (the
 * queue keeps finished deliveries for WEBHOOK_RETENTION_DAYS, and this runs after every announced write); each delete
 * checks again that its webhook is gone, so one created meanwhile keeps its queue.
 */
export async function dropOrphanDeliveries(db: Db): Promise<void> {
  const live = new Set((await db.selectFrom('webhooks').select('id').execute()).map((row) => row.id));
  let after: number | undefined;
  for (;;) {
    const next = await db
      .selectFrom('webhookDeliveries')
      .select((eb) => eb.fn.min('webhookId').as('webhookId'))
      .$if(after !== undefined, (query) => query.where('webhookId', '>', after!))
      .executeTakeFirst();
    if (next?.webhookId == null) return;
    const webhookId = Number(next.webhookId);
    after = webhookId;
    if (live.has(webhookId)) continue;
    await db
      .deleteFrom('webhookDeliveries')
      .where('webhookId', '=', webhookId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('webhooks').select('id').where('id', '=', webhookId))))
      .execute();
  }
}

/** Delivery statuses that are final: such a delivery is never sent again unless redelivered (as a new row). */
const FINISHED = ['succeeded', 'failed'];

/**
 * The webhooks that have deliveries, in id order from after `after` (at most `limit`): one index seek each, so a walk
 * over them costs the number of webhooks, not of deliveries.
 */
export async function webhooksWithDeliveries(db: Db, after: number, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let from = after;
  while (ids.length < limit) {
    const next = await db
      .selectFrom('webhookDeliveries')
      .select((eb) => eb.fn.min('webhookId').as('webhookId'))
      .where('webhookId', '>', from)
      .executeTakeFirst();
    if (next?.webhookId == null) break;
    from = Number(next.webhookId);
    ids.push(from);
  }
  return ids;
}

/**
 * Deletes at most `batch` of the webhook's finished deliveries last attempted before `before`, never one of its
 * `kept` newest deliveries nor one pending or retrying; how many it deleted. Both conditions are read from indexes
 * (0027), so a batch reads about what it deletes.
 */
export async function pruneDeliveries(
  db: Db,
  webhookId: number,
  options: { before: number; kept: number; batch: number },
): Promise<number> {
  const newestKept = await db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('webhookId', '=', webhookId)
    .orderBy('webhookId', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(options.kept - 1)
    .executeTakeFirst();
  if (!newestKept) return 0;
  const result = await db
    .deleteFrom('webhookDeliveries')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhookDeliveries')
        .select('id')
        .where('webhookId', '=', webhookId)
        .where('status', 'in', FINISHED)
        .where('at', '<', options.before)
        // `+id`: no index on `id` for this bound, so SQLite's planner takes the finished-deliveries index and a batch
        // reads about what it deletes, not every older delivery the webhook has.
        .where(sql<number>`+${sql.ref('id')}`, '<', newestKept.id)
        .limit(options.batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** `GET /webhooks/deliveries/{id}`: the newest first (at most `limit`). */
export function listDeliveries(db: Db, webhookId: number, limit: number) {
  return db
    .selectFrom('webhookDeliveries')
    .select(['id', 'event', 'attempt', 'status', 'responseStatus', 'durationMs', 'error', 'at', 'nextAttemptAt'])
    .where('webhookId', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findDelivery(db: Db, id: number) {
  return db.selectFrom('webhookDeliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Problems the dashboard shows: paused webhooks, and deliveries failed or still retrying. */
export async function webhookProblems(db: Db) {
  const [paused, deliveries] = await Promise.all([
    db
      .selectFrom('webhooks')
      .select(['id', 'name', 'pausedAt'])
      .where('pausedAt', 'is not', null)
      .where('active', '=', 0)
      .execute(),
    db
      .selectFrom('webhookDeliveries')
      .innerJoin('webhooks', 'webhooks.id', 'webhookDeliveries.webhookId')
      .select([
        'webhookDeliveries.id',
        'webhookDeliveries.webhookId',
        'webhooks.name',
        'webhookDeliveries.event',
        'webhookDeliveries.status',
        'webhookDeliveries.error',
        'webhookDeliveries.at',
        'webhookDeliveries.nextAttemptAt',
      ])
      .where('webhookDeliveries.status', 'in', ['retrying', 'failed'])
      .orderBy('webhookDeliveries.id', 'desc')
      .limit(TROUBLED_DELIVERIES_MAX)
      .execute(),
  ]);
  return { paused, deliveries };
}

/** Records a content change for the next `site.changed`. */
export async function addChange(conn: Conn, change: unknown, now: number): Promise<void> {
  await conn
    .insertInto('webhookChanges')
    .values({ at: now, change: JSON.stringify(change) })
    .execute();
}

/** The instant under `name`, or undefined. */
export async function stateOf(conn: Conn, name: string): Promise<number | undefined> {
  const row = await conn.selectFrom('webhookState').select('value').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.value) : undefined;
}

/** Sets a named instant that has none yet (a first run's mark); another instance's, set first, stays. */
export async function startState(conn: Conn, name: string, value: number): Promise<void> {
  await conn
    .insertInto('webhookState')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
