/** The queries of sign-in and the sign-in code (sessions and users); the session check is in auth/sessions.ts. */
import type { CompiledQuery } from 'kysely';
import { cachedRows } from './cache.ts';
import type { Db } from './index.ts';

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** A new sign-in supersedes the account's older pending (pre-code) ones: their tokens stop working. */
export async function startPendingSession(db: Db, userId: number, tokenHash: string, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).where('verified', '=', 0).execute();
  await db
    .insertInto('sessions')
    .values({ tokenHash, userId, verified: 0, createdAt: now, lastSeenAt: now, otpAttempts: 0 })
    .execute();
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Stores a new code's hash on the session and resets its attempts. */
export async function setSessionCode(db: Db, sessionId: number, otpHash: string, otpExpiresAt: number): Promise<void> {
  await db.updateTable('sessions').set({ otpHash, otpExpiresAt, otpAttempts: 0 }).where('id', '=', sessionId).execute();
}

/**
 * Claims one attempt at the code atomically (parallel guesses cannot exceed `max`; a resent code resets the count).
 * Returns the attempts used, or undefined when none was left or the code changed.
 */
export async function claimCodeAttempt(
  db: Db,
  sessionId: number,
  otpHash: string,
  max: number,
): Promise<number | undefined> {
  const claimed = await db
    .updateTable('sessions')
    .set((eb) => ({ otpAttempts: eb('otpAttempts', '+', 1) }))
    .where('id', '=', sessionId)
    .where('otpHash', '=', otpHash)
    .where('otpAttempts', '<', max)
    .returning(['otpAttempts'])
    .executeTakeFirst();
  return claimed?.otpAttempts;
}

/** Marks the session verified (a fresh absolute lifetime from now); false when its code changed meanwhile. */
export async function verifySession(db: Db, sessionId: number, otpHash: string, now: number): Promise<boolean> {
  const upgraded = await db
    .updateTable('sessions')
    .set({ verified: 1, otpHash: null, otpExpiresAt: null, otpAttempts: 0, lastSeenAt: now, createdAt: now })
    .where('id', '=', sessionId)
    .where('otpHash', '=', otpHash)
    .executeTakeFirst();
  return Number(upgraded.numUpdatedRows) === 1;
}

/** Removes sessions idle for longer than `idleSeconds` (the session check refuses them anyway). */
export async function sweepIdleSessions(db: Db, now: number, idleSeconds: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('lastSeenAt', '<', now - idleSeconds * 1000)
    .execute();
}

const sessionQueries = new WeakMap<Db, CompiledQuery<SessionRow>>();

function sessionLookup(db: Db) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.verified',
      'sessions.createdAt',
      'sessions.lastSeenAt',
      'sessions.otpHash',
      'sessions.otpExpiresAt',
      'sessions.otpAttempts',
      'users.email',
      'users.name',
    ])
    .where('sessions.tokenHash', '=', '');
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['executeTakeFirstOrThrow']>>;

/**
 * The session row behind a token hash. The query is built once per database (only its one parameter changes), and
 * on SQLite the row is kept in memory until `sessions` or `users` is written (db/cache.ts): a sign-out, a revoked
 * session, a password reset from the command line or a touch of `lastSeenAt` is seen by the next request.
 */
export async function sessionRow(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  let compiled = sessionQueries.get(db);
  if (!compiled) {
    compiled = sessionLookup(db).compile();
    sessionQueries.set(db, compiled);
  }
  // Every authenticated request reads this: its cache key is the hash alone (a text no SQL key starts with).
  const [row] = await cachedRows<SessionRow>(db, { ...compiled, parameters: [tokenHash] }, `session ${tokenHash}`);
  return row;
}

/** A session as the routes read it (auth/sessions.ts checks its lifetimes first). */
export interface SessionInfo {
  id: number;
  userId: number;
  email: string;
  name: string;
  verified: boolean;
  otpHash: string | null;
  otpExpiresAt: number | null;
  otpAttempts: number;
}

export const sessionInfo = (row: SessionRow): SessionInfo => ({
  id: row.id,
  userId: row.userId,
  email: row.email,
  name: row.name,
  verified: row.verified === 1,
  otpHash: row.otpHash,
  otpExpiresAt: row.otpExpiresAt === null ? null : Number(row.otpExpiresAt),
  otpAttempts: row.otpAttempts,
});

/** The signed-in admin, as `/auth/me` and a verified code's answer give it. */
export const sessionUser = ({ userId, email, name }: SessionInfo) => ({ id: userId, email, name });

/** Marks a session as used now (its idle limit restarts). */
export async function touchSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', sessionId).execute();
}

/** The ids of an account's sign-ins still waiting for their code. */
export const pendingSessionIds = async (db: Db, userId: number) =>
  (await db.selectFrom('sessions').select('id').where('userId', '=', userId).where('verified', '=', 0).execute()).map(
    (row) => row.id,
  );
