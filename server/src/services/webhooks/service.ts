/**
 * The webhook runner: queues events in the database, announces scheduled publishing and unpublishing once, coalesces
 * content changes into `site.changed`, delivers the queue with retries, and prunes old finished deliveries. Every step is a database claim, so a
 * restart resumes where the last process stopped and several instances on one PostgreSQL database share the work.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEvent } from '../../../../src/contract/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import {
  addChange,
  claimWebhook,
  dropOrphanDeliveries,
  enqueue,
  findDelivery,
  nextDue,
  pruneDeliveries,
  recordAttempt,
  releaseWebhook,
  startState,
  stateOf,
  webhooksHearing,
  webhooksWithDeliveries,
  webhooksWithDue,
} from '../../db/webhooks.ts';
import { postEvent, type ContentEvent, type PostSeen } from './events.ts';
import { postJson } from './send.ts';
import { signedHeaders } from './signature.ts';

/** Waits after the 1st … 5th failed attempt; after the 6th the delivery is failed. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000] as const;
/** Failed attempts in a row that pause a webhook. */
export const PAUSE_AFTER_FAILURES = 20;
/** The scheduler's mark: every publishing moment up to it has been announced. */
const CHECKED_UNTIL = 'scheduler.checkedUntil';
/** The retention mark: when finished deliveries were last pruned. */
const PRUNED_AT = 'retention.prunedAt';
/** How often finished deliveries are pruned (by one instance; the mark moves by a conditional update). */
export const PRUNE_EVERY_MS = 3_600_000;
/** Deliveries one prune statement deletes at most; the runner yields to the event loop between two. */
export const PRUNE_BATCH = 500;
/** Deliveries one prune deletes at most; a larger backlog goes on at the next tick. */
const PRUNE_MAX = 50_000;
/** How many debounce periods a never-pausing stream of changes waits at most for its `site.changed`. */
const MAX_WAIT_FACTOR = 6;
/** The most changes one `site.changed` lists (its keys still cover them all). */
const MAX_LISTED_CHANGES = 1000;

export interface WebhookService {
  /** Queues a content write's events for the webhooks that hear them, and notes them for `site.changed`. */
  announce(events: readonly ContentEvent[]): Promise<void>;
  /** Queues a `ping` for one webhook. */
  ping(webhookId: number): Promise<void>;
  /** Queues the message of a delivery again (same `webhook-id`); its new delivery's id, or undefined if none. */
  redeliver(deliveryId: number): Promise<number | undefined>;
  /** One run: scheduled moments, a due `site.changed`, every due delivery, then an hourly prune of old deliveries. */
  runOnce(): Promise<void>;
  /** Runs every `webhookTickMs` (none when 0) until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

const messageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** The body of a message: Standard Webhooks' `{type, timestamp, data}`. */
const body = (type: string, now: number, data: unknown) =>
  JSON.stringify({ type, timestamp: new Date(now).toISOString(), data });

class Rollback extends Error {}

export function webhookService(db: Db, config: Config, log: (error: unknown) => void): WebhookService {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function announceWith(conn: Db, events: readonly ContentEvent[], now: number) {
    const hearingSite = await webhooksHearing(conn, 'site.changed');
    for (const { event, data, key } of events) {
      const ids = await webhooksHearing(conn, event);
      await enqueue(conn, ids, { messageId: messageId(), event, payload: body(event, now, data) }, now);
      if (hearingSite.length) await addChange(conn, { event, key, surrogateKeys: data.surrogateKeys }, now);
    }
  }

  /** Announces the posts that turned visible or hidden since the mark, once: the mark moves by a conditional update. */
  async function announceSchedule(now: number) {
    const checked = await stateOf(db, CHECKED_UNTIL);
    if (checked === undefined) {
      // The first run announces from now on: a new database has nothing scheduled in its past.
      await startState(db, CHECKED_UNTIL, now);
      return;
    }
    if (now <= checked) return;
    const columns = ['blogId', 'blogTitle', 'blogUrl', 'category', 'publishedAt', 'unpublishAt', 'publishAt'] as const;
    const [published, unpublished] = await Promise.all([
      db
        .selectFrom('blogs')
        .select(columns)
        .where('status', '=', 'scheduled')
        .where('publishAt', '>', checked)
        .where('publishAt', '<=', now)
        .where((eb) => eb.or([eb('unpublishAt', 'is', null), eb('unpublishAt', '>', eb.ref('publishAt'))]))
        .orderBy('publishAt')
        .execute(),
      db
        .selectFrom('blogs')
        .select(columns)
        .where('status', '<>', 'draft')
        .where('unpublishAt', '>', checked)
        .where('unpublishAt', '<=', now)
        .where((eb) => eb('publishedAt', '<', eb.ref('unpublishAt')))
        .orderBy('unpublishAt')
        .execute(),
    ]);
    const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
    const seen = (row: (typeof published)[number], status: string): PostSeen => ({
      ...row,
      status,
      publishedAt: iso(row.publishedAt),
      unpublishAt: iso(row.unpublishAt),
    });
    const events = [
      ...published.map((row) => postEvent('post.published', seen(row, 'published'))),
      ...unpublished.map((row) => postEvent('post.unpublished', seen(row, 'draft'))),
    ];
    // Nothing turned: the mark stays (a run writes nothing, and a save's webhook run costs no disk-synced commit).
    // The next run looks from the same mark; what it finds there is still unannounced, since the mark moves with
    // every announcement.
    if (!events.length) return;
    try {
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('webhookState')
          .set({ value: now })
          .where('name', '=', CHECKED_UNTIL)
          .where('value', '=', checked)
          .executeTakeFirst();
        // Another instance announced this stretch first (it held the row; this update waited, then matched nothing).
        if (Number(moved.numUpdatedRows) !== 1) throw new Rollback();
        await announceWith(trx, events, now);
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
  }

  /**
   * Sends one `site.changed` for the changes noted once a burst is over: no change for WEBHOOK_DEBOUNCE_SECONDS. A
   * stream that never pauses still gets one `MAX_WAIT_FACTOR` debounces after its first change.
   */
  async function flushSiteChanged(now: number) {
    const noted = await db
      .selectFrom('webhookChanges')
      .select((eb) => [eb.fn.min('at').as('first'), eb.fn.max('at').as('newest'), eb.fn.max('id').as('last')])
      .executeTakeFirst();
    if (noted?.first == null || noted.newest == null || noted.last == null) return;
    const debounce = config.webhookDebounceSeconds * 1000;
    const quiet = Number(noted.newest) <= now - debounce;
    const overdue = Number(noted.first) <= now - MAX_WAIT_FACTOR * debounce;
    if (!quiet && !overdue) return;
    const last = Number(noted.last);
    const rows = await db.selectFrom('webhookChanges').select('change').where('id', '<=', last).orderBy('id').execute();
    const changes = rows.map(
      (row) => JSON.parse(row.change) as { event: string; key: string; surrogateKeys: string[] },
    );
    const keys = [...new Set(changes.flatMap((change) => change.surrogateKeys))];
    const listed = [
      ...new Map(changes.map((change) => [change.key, { event: change.event, key: change.key }])).values(),
    ];
    const data = {
      changes: listed.slice(0, MAX_LISTED_CHANGES),
      truncated: listed.length > MAX_LISTED_CHANGES,
      count: changes.length,
      surrogateKeys: keys,
    };
    try {
      await db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom('webhookChanges').where('id', '<=', last).executeTakeFirst();
        // Another instance took these changes first.
        if (Number(gone.numDeletedRows) !== rows.length) throw new Rollback();
        const ids = await webhooksHearing(trx, 'site.changed');
        await enqueue(
          trx,
          ids,
          { messageId: messageId(), event: 'site.changed', payload: body('site.changed', now, data) },
          now,
        );
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
  }

  /**
   * Moves the retention mark to `now` if a prune is due and no other instance moved it first; true when this caller
   * prunes. The first run only sets the mark.
   */
  async function claimPrune(now: number): Promise<boolean> {
    const last = await stateOf(db, PRUNED_AT);
    if (last === undefined) {
      await startState(db, PRUNED_AT, now);
      return false;
    }
    if (now - last < PRUNE_EVERY_MS) return false;
    const moved = await db
      .updateTable('webhookState')
      .set({ value: now })
      .where('name', '=', PRUNED_AT)
      .where('value', '=', last)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /**
   * Deletes finished deliveries older than WEBHOOK_RETENTION_DAYS, keeping each webhook's newest
   * `webhookDeliveriesKept`, in batches of `PRUNE_BATCH` with a turn of the event loop between two. Pending and
   * retrying deliveries are never deleted. A backlog larger than `PRUNE_MAX` leaves the mark due, so the next tick goes
   * on with it.
   */
  async function pruneFinished(now: number) {
    if (!(await claimPrune(now))) return;
    const before = now - config.webhookRetentionDays * 86_400_000;
    const options = { before, kept: config.webhookDeliveriesKept, batch: PRUNE_BATCH };
    let deleted = 0;
    let after = 0;
    for (;;) {
      const ids = await webhooksWithDeliveries(db, after, 50);
      if (!ids.length) return;
      for (const webhookId of ids) {
        for (;;) {
          const gone = await pruneDeliveries(db, webhookId, options);
          deleted += gone;
          if (deleted >= PRUNE_MAX) {
            // The mark was `now`; moving it back one period makes the prune due again.
            await db
              .updateTable('webhookState')
              .set({ value: now - PRUNE_EVERY_MS })
              .where('name', '=', PRUNED_AT)
              .where('value', '=', now)
              .execute();
            return;
          }
          await new Promise<void>((resolve) => setImmediate(resolve));
          if (gone < PRUNE_BATCH) break;
        }
      }
      after = ids.at(-1)!;
    }
  }

  /** Sends the webhook's oldest due delivery if this caller claims the webhook; true when it sent one. */
  async function deliverOne(webhookId: number): Promise<boolean> {
    const now = config.now();
    if (!(await claimWebhook(db, webhookId, now, now + config.webhookTimeoutMs + 5_000))) return false;
    try {
      const due = await nextDue(db, webhookId, now);
      if (!due) return false;
      const { delivery, hook } = due;
      const headers = signedHeaders(hook.secret, delivery.messageId, Math.floor(config.now() / 1000), delivery.payload);
      const result = await postJson(hook.url, headers, delivery.payload, {
        timeoutMs: config.webhookTimeoutMs,
        allowPrivate: config.webhookAllowPrivate,
        now: config.now,
      });
      const at = config.now();
      const attempt = delivery.attempt + 1;
      const delay = RETRY_DELAYS_MS[attempt - 1];
      const status = result.ok ? 'succeeded' : delay === undefined ? 'failed' : 'retrying';
      await recordAttempt(
        db,
        delivery,
        {
          status,
          responseStatus: result.responseStatus,
          durationMs: result.durationMs,
          error: result.error,
          nextAttemptAt: status === 'retrying' && delay !== undefined ? at + delay : null,
        },
        at,
        PAUSE_AFTER_FAILURES,
      );
      return true;
    } finally {
      await releaseWebhook(db, webhookId);
    }
  }

  async function deliverDue() {
    for (let round = 0; round < 100; round += 1) {
      const ids = await webhooksWithDue(db, config.now(), 20);
      if (!ids.length) return;
      const sent = await Promise.all(ids.map(deliverOne));
      if (!sent.some(Boolean)) return;
    }
  }

  async function run() {
    const now = config.now();
    await announceSchedule(now);
    await flushSiteChanged(now);
    await dropOrphanDeliveries(db);
    await deliverDue();
    await pruneFinished(config.now());
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await run();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  /** A run soon after a write queued something, when the runner is on. */
  const kick = () => {
    if (timer) setImmediate(() => void runOnce().catch(log));
  };

  return {
    async announce(events) {
      if (!events.length) return;
      await announceWith(db, events, config.now());
      kick();
    },
    async ping(webhookId) {
      const now = config.now();
      await enqueue(
        db,
        [webhookId],
        { messageId: messageId(), event: 'ping', payload: body('ping', now, { webhookId }) },
        now,
      );
      kick();
    },
    async redeliver(deliveryId) {
      const old = await findDelivery(db, deliveryId);
      if (!old) return undefined;
      const now = config.now();
      const [id] = await enqueue(
        db,
        [old.webhookId],
        { messageId: old.messageId, event: old.event, payload: old.payload },
        now,
      );
      kick();
      return id;
    },
    runOnce,
    start() {
      if (config.webhookTickMs <= 0 || timer) return;
      timer = setInterval(() => void runOnce().catch(log), config.webhookTickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type { WebhookEvent };
