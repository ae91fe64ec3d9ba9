/**
 * The sign-in code's rules on the `sessions` and `rateLimits` tables, shared by the server's `/otp/*` routes and the
 * in-memory API: the resend cooldown, the account's hourly cap, single use and the attempts. Making the code, hashing
 * it and mailing it are the caller's (this module needs no `node:crypto`).
 */
import { AUTH_MESSAGES, CODE_PATTERN, waitText } from '../../../src/contract/index.ts';
import { codeGone, codeRefusal, codeText, wrongCode, type CodeRefusal } from '../../../src/domain/auth.ts';
import { RuleError } from '../../../src/domain/errors.ts';
import type { Db } from '../db/index.ts';
import { hit, limit, reset } from '../db/rateLimits.ts';
import { claimCodeAttempt, setSessionCode, verifySession, type SessionInfo } from '../db/sessions.ts';

/** The settings the rules read (`OTP_*`, docs/operations.md). */
export interface CodeSettings {
  otpTtlSeconds: number;
  otpCooldownSeconds: number;
  otpMaxPerHour: number;
  otpMaxAttempts: number;
}

/** The counters (rows of `rateLimits`) of the code step; part of `limitKeys` (./limits.ts). */
export const codeLimitKeys = {
  /** Codes mailed to an account per hour. */
  codesPerHour: (userId: number) => `otp-hour:${userId}`,
  /** Resend cooldown of one sign-in (session). */
  cooldown: (sessionId: number) => `otp-cooldown:${sessionId}`,
};

const HOUR = 60 * 60 * 1000;

/**
 * Gives the sign-in a new code, stored as `hash`, or throws 429 `{message, retryAfterSeconds}` while its cooldown runs
 * or once the account has had its codes for the hour.
 */
export async function issueCode(
  db: Db,
  session: SessionInfo,
  settings: CodeSettings,
  now: number,
  hash: string,
): Promise<void> {
  const cooldown = codeLimitKeys.cooldown(session.id);
  if (settings.otpCooldownSeconds > 0) {
    // Per sign-in: a new sign-in (which supersedes this one) gets its code at once; the hourly cap bounds the mail.
    const wait = settings.otpCooldownSeconds * 1000;
    await limit(db, cooldown, 1, wait, now, AUTH_MESSAGES.waitBeforeResend);
  }
  const perHour = await hit(db, codeLimitKeys.codesPerHour(session.userId), HOUR, now);
  if (perHour.count > settings.otpMaxPerHour) {
    // Nothing was sent, so no cooldown starts: asking again shows the same real wait, not a 30 s one.
    await reset(db, cooldown);
    const { retryAfterSeconds } = perHour;
    throw new RuleError(429, AUTH_MESSAGES.tooManyCodes(waitText(retryAfterSeconds)), { retryAfterSeconds });
  }
  await setSessionCode(db, session.id, hash, now + settings.otpTtlSeconds * 1000);
}

/**
 * Checks a code typed for the sign-in: undefined once the session is verified, else the refusal (the 400's body).
 * `matches(code, hash)` tells whether a well-formed code is the one stored as `hash`.
 */
export async function checkCode(
  db: Db,
  session: SessionInfo,
  typed: unknown,
  settings: CodeSettings,
  now: number,
  matches: (code: string, hash: string) => boolean,
): Promise<CodeRefusal | undefined> {
  const max = settings.otpMaxAttempts;
  const { otpHash: hash, otpExpiresAt: expiresAt } = session;
  const code = hash && expiresAt !== null ? { attemptsLeft: max - session.otpAttempts, expiresAt } : null;
  const refused = codeRefusal(code, now);
  if (refused || !hash) return refused ?? codeGone();
  // Claim one attempt atomically: parallel guesses cannot exceed the limit, and a resent code resets the count.
  const claimed = await claimCodeAttempt(db, session.id, hash, max);
  if (claimed === undefined) return wrongCode(0);
  const given = codeText(typed);
  if (!CODE_PATTERN.test(given) || !matches(given, hash)) return wrongCode(max - claimed);
  if (!(await verifySession(db, session.id, hash, now))) return codeGone();
  return undefined;
}
