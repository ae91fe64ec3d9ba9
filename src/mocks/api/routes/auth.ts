import { AUTH_MESSAGES, parseText, SIGNIN_EMAIL_RULE, waitText } from '@/contract';
import { requireJson, requireSession, type RouteContext } from '../context';
import { MOCK_ADMIN, type MockSession } from '../db';
import { fail, ok, type MockReply } from '../http';
import { str } from '../validate';

const OTP_TTL_MS = 300_000;
const RESEND_AFTER_MS = 30_000;
const SENDS_PER_HOUR = 5;
const OTP_ATTEMPTS = 5;

function adminUser(email: string) {
  const local = email.split('@')[0] ?? 'admin';
  return { id: MOCK_ADMIN.id, email, name: local.charAt(0).toUpperCase() + local.slice(1) };
}

/** A code call's body: a pre-code session's own email (server/src/routes/otp.ts `checkEmail`), or 409 / 400. */
function codeBody(ctx: RouteContext, session: MockSession): Record<string, unknown> {
  if (session.full) fail(409, AUTH_MESSAGES.alreadyVerified);
  const body = requireJson(ctx);
  if (str(body.email).trim().toLowerCase() !== session.email) {
    fail(400, AUTH_MESSAGES.emailMismatch, { errors: { email: AUTH_MESSAGES.emailMismatchField } });
  }
  return body;
}

/** `/auth/*` and `/otp/*` (docs/api.md#auth). */
export function authRoutes(ctx: RouteContext, token: () => string): MockReply | null {
  const [root, action] = ctx.segments;
  const route = `${ctx.method} /${root}/${action}`;
  const now = ctx.now().getTime();

  if (route === 'POST /auth/signin') {
    const body = requireJson(ctx);
    const email = parseText(body.emailId, SIGNIN_EMAIL_RULE);
    const password = body.password;
    if (email.problem !== undefined || typeof password !== 'string' || password.length === 0) {
      fail(400, AUTH_MESSAGES.fillInAll);
    }
    if (email.value.toLowerCase() !== MOCK_ADMIN.email || password !== MOCK_ADMIN.password) {
      fail(401, AUTH_MESSAGES.invalid);
    }
    // A new sign-in supersedes the account's older pending ones (their tokens stop working).
    for (const [key, session] of ctx.db.sessions) {
      if (!session.full && session.email === MOCK_ADMIN.email) ctx.db.sessions.delete(key);
    }
    const issued = token();
    ctx.db.sessions.set(issued, { email: MOCK_ADMIN.email, full: false, otp: null, lastSentAt: null });
    return ok({ result: true, token: issued });
  }

  if (route === 'POST /otp/sendOtp') {
    const session = requireSession(ctx, { full: false });
    codeBody(ctx, session);
    if (session.lastSentAt !== null && now - session.lastSentAt < RESEND_AFTER_MS) {
      const retryAfterSeconds = Math.ceil((RESEND_AFTER_MS - (now - session.lastSentAt)) / 1000);
      fail(429, AUTH_MESSAGES.waitBeforeResend, { retryAfterSeconds });
    }
    const sent = (ctx.db.codesSent = ctx.db.codesSent.filter((time) => now - time < 3_600_000));
    if (sent.length >= SENDS_PER_HOUR) {
      const retryAfterSeconds = Math.ceil((3_600_000 - (now - (sent[0] ?? now))) / 1000);
      fail(429, AUTH_MESSAGES.tooManyCodes(waitText(retryAfterSeconds)), { retryAfterSeconds });
    }
    session.otp = { code: MOCK_ADMIN.otp, attemptsLeft: OTP_ATTEMPTS, expiresAt: now + OTP_TTL_MS };
    session.lastSentAt = now;
    sent.push(now);
    return ok({ result: true, message: AUTH_MESSAGES.codeSent, expiresInSeconds: 300, resendAfterSeconds: 30 });
  }

  if (route === 'POST /otp/verifyOtp') {
    const session = requireSession(ctx, { full: false });
    const body = codeBody(ctx, session);
    const otp = session.otp;
    if (!otp) {
      fail(400, AUTH_MESSAGES.noCode, { result: false, noCode: true, attemptsLeft: 0 });
    }
    if (otp.attemptsLeft <= 0) fail(400, AUTH_MESSAGES.tooManyAttempts, { result: false, attemptsLeft: 0 });
    if (now > otp.expiresAt) {
      fail(400, AUTH_MESSAGES.expired, { result: false, expired: true, attemptsLeft: 0 });
    }
    if (str(body.otp) !== otp.code) {
      otp.attemptsLeft -= 1;
      if (otp.attemptsLeft <= 0) fail(400, AUTH_MESSAGES.tooManyAttempts, { result: false, attemptsLeft: 0 });
      fail(400, AUTH_MESSAGES.invalidCode, { result: false, attemptsLeft: otp.attemptsLeft });
    }
    session.full = true;
    session.otp = null;
    return ok({ result: true, message: AUTH_MESSAGES.verified, user: adminUser(session.email) });
  }

  if (route === 'POST /auth/logout') {
    requireSession(ctx, { full: false });
    if (ctx.token) ctx.db.sessions.delete(ctx.token);
    return ok({ result: true });
  }

  if (route === 'GET /auth/me') {
    const session = requireSession(ctx);
    return ok({ result: adminUser(session.email) });
  }
  return null;
}
