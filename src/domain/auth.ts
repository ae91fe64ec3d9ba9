/**
 * The sign-in calls' request rules, once for the server and the in-memory API (sessions, codes and limits are each
 * side's own storage).
 */
import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH, parseText, SIGNIN_EMAIL_RULE } from '../contract/index.ts';
import { badRequest, conflict, unauthorized } from './errors.ts';

/** `POST /auth/signin`'s account (its email lower-cased) and password; 400 when either is missing, 401 past the cap. */
export function signinOf(body: Record<string, unknown>): { account: string; password: string } {
  const email = parseText(body.emailId, SIGNIN_EMAIL_RULE);
  const password = body.password;
  if (email.problem !== undefined || typeof password !== 'string' || password.length === 0) {
    throw badRequest(AUTH_MESSAGES.fillInAll);
  }
  if (password.length > MAX_PASSWORD_LENGTH) throw unauthorized(AUTH_MESSAGES.invalid);
  return { account: email.value.toLowerCase(), password };
}

/**
 * A code call's `email` must be the session's own; it never chooses the account. A session whose code was already
 * verified is refused: a second code must not renew its absolute lifetime.
 */
export function checkCodeEmail(session: { verified: boolean; email: string }, body: Record<string, unknown>): void {
  if (session.verified) throw conflict(AUTH_MESSAGES.alreadyVerified);
  const { email } = body;
  if (typeof email !== 'string' || email.trim().toLowerCase() !== session.email) {
    throw badRequest(AUTH_MESSAGES.emailMismatch, { email: AUTH_MESSAGES.emailMismatchField });
  }
}

/** `POST /otp/sendOtp`'s answer once a code is on its way: how long it works and when another may be asked for. */
export const codeSentReply = (settings: { otpTtlSeconds: number; otpCooldownSeconds: number }) => ({
  result: true,
  message: AUTH_MESSAGES.codeSent,
  expiresInSeconds: settings.otpTtlSeconds,
  resendAfterSeconds: settings.otpCooldownSeconds,
});

/** A code as both sides read it from a request: its text (a JSON number too), trimmed; anything else reads as empty. */
export const codeText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A refused code check's 400 body: `result: false`, the message, the attempts left, and why when it is final. */
export interface CodeRefusal {
  result: false;
  message: string;
  attemptsLeft: number;
  noCode?: true;
  expired?: true;
}

const refusal = (message: string, attemptsLeft = 0, why: { noCode?: true; expired?: true } = {}): CodeRefusal => ({
  result: false,
  message,
  attemptsLeft,
  ...why,
});

/**
 * The refusals a code check makes before it compares the code, in this order: no code (never sent, or already used),
 * no attempts left, expired. Undefined when the code may be compared.
 */
export function codeRefusal(
  code: { attemptsLeft: number; expiresAt: number } | null,
  now: number,
): CodeRefusal | undefined {
  if (!code) return refusal(AUTH_MESSAGES.noCode, 0, { noCode: true });
  if (code.attemptsLeft <= 0) return refusal(AUTH_MESSAGES.tooManyAttempts);
  if (now > code.expiresAt) return refusal(AUTH_MESSAGES.expired, 0, { expired: true });
  return undefined;
}

/** A wrong code's refusal, given the attempts left after it: the last one wrong ends the code. */
export const wrongCode = (attemptsLeft: number): CodeRefusal =>
  attemptsLeft > 0 ? refusal(AUTH_MESSAGES.invalidCode, attemptsLeft) : refusal(AUTH_MESSAGES.tooManyAttempts);

/** A used code: it was verified by a parallel check (or superseded) between the read and the write. */
export const codeGone = (): CodeRefusal => refusal(AUTH_MESSAGES.noCode, 0, { noCode: true });
