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
