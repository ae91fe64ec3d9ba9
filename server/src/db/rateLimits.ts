import type { Db } from './index.ts';
import { RuleError as HttpError } from '../../../src/domain/errors.ts';

/**
 * Fixed-window counters kept in the database, so every instance behind a load balancer shares them.
 * The upsert is one atomic statement on both SQLite and PostgreSQL, so parallel requests cannot overshoot.
 */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const expiredBefore = now - windowMs;
  const row = await db
    .insertInto('rateLimits')
    .values({ key, windowStart: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rateLimits.windowStart', '<=', expiredBefore)
          .then(1)
          .else(eb('rateLimits.count', '+', 1))
          .end(),
        windowStart: eb
          .case()
          .when('rateLimits.windowStart', '<=', expiredBefore)
          .then(now)
          .else(eb.ref('rateLimits.windowStart'))
          .end(),
      })),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow();
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.windowStart) + windowMs - now) / 1000));
  return { count: Number(row.count), retryAfterSeconds };
}

/** Counts one event under `key`; throws 429 `{message, retryAfterSeconds}` once more than `limit` fall in the window. */
export async function limit(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now: number,
  message = 'Too many requests. Please try again later.',
): Promise<void> {
  const { count, retryAfterSeconds } = await hit(db, key, windowMs, now);
  if (count > max) throw new HttpError(429, message, { retryAfterSeconds });
}

/** Forgets a counter (e.g. an account's failed sign-ins after a success). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Takes back one counted event (e.g. the slot a sign-in claimed before it turned out to be a success). */
export async function forgive(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/** The website's public forms (contact messages and enquiries share one window per client). */
export const PUBLIC_FORM_WINDOW_MS = 10 * 60 * 1000;

/** Counts one public form post by this client; 429 past `max` in the window. */
export const limitPublicForm = (db: Db, clientKey: string, max: number, now: number) =>
  limit(db, `form-ip:${clientKey}`, max, PUBLIC_FORM_WINDOW_MS, now, 'Too many messages. Please try again later.');

/** Forgets counters whose window started more than a day ago (nothing depends on it for correctness). */
export async function sweepOldWindows(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where('windowStart', '<', now - 24 * 60 * 60 * 1000)
    .execute();
}

/** Deletes the counters named in `exact` and those whose key starts with one of `prefixes`; returns how many. */
export async function deleteCounters(db: Db, exact: string[], prefixes: string[]): Promise<number> {
  const removed = await db
    .deleteFrom('rateLimits')
    .where((eb) => eb.or([eb('key', 'in', exact), ...prefixes.map((prefix) => eb('key', 'like', `${prefix}%`))]))
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
