/** The queries of sign-in and the sign-in code (sessions and users); the session check is in auth/sessions.ts. */
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
