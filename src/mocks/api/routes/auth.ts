import { AUTH_MESSAGES, waitText } from '@/contract';
import {
  checkCodeEmail,
  codeGone,
  codeRefusal,
  codeSentReply,
  codeText,
  signinOf,
  wrongCode,
  type CodeRefusal,
} from '@/domain/auth';
import { SETTING_DEFAULTS } from '@/domain/defaults';
import { open, pending, requireJson, type RouteContext, type Routes } from '../context';
import { MOCK_ADMIN, type MockSession } from '../db';
import { fail, ok } from '../http';

const { otpTtlSeconds, otpCooldownSeconds, otpMaxPerHour, otpMaxAttempts } = SETTING_DEFAULTS;
const RESEND_AFTER_MS = otpCooldownSeconds * 1000;
const HOUR_MS = 3_600_000;

function adminUser(email: string) {
  const local = email.split('@')[0] ?? 'admin';
  return { id: MOCK_ADMIN.id, email, name: local.charAt(0).toUpperCase() + local.slice(1) };
}

/** A code call's session and body, after the shared check of its email (src/domain/auth.ts). */
function codeCall(ctx: RouteContext): [MockSession, Record<string, unknown>] {
  const body = requireJson(ctx);
  checkCodeEmail({ verified: ctx.session!.full, email: ctx.session!.email }, body);
  return [ctx.session!, body];
}

/** A refused code check's 400 (src/domain/auth.ts). */
const refuse = ({ message, ...body }: CodeRefusal) => fail(400, message, body);

/** `/auth/*` and `/otp/*` (docs/api.md#auth). */
export const authRoutes: Routes = {
  'POST /auth/signin': open((ctx) => {
    const { account, password } = signinOf(requireJson(ctx));
    if (account !== MOCK_ADMIN.email || password !== MOCK_ADMIN.password) fail(401, AUTH_MESSAGES.invalid);
    // A new sign-in supersedes the account's older pending ones (their tokens stop working).
    for (const [key, session] of ctx.db.sessions) {
      if (!session.full && session.email === MOCK_ADMIN.email) ctx.db.sessions.delete(key);
    }
    const token = ctx.newToken();
    ctx.db.sessions.set(token, { email: MOCK_ADMIN.email, full: false, otp: null, lastSentAt: null });
    return ok({ result: true, token });
  }),
  'POST /otp/sendOtp': pending((ctx) => {
    const [session] = codeCall(ctx);
    const now = ctx.now().getTime();
    if (session.lastSentAt !== null && now - session.lastSentAt < RESEND_AFTER_MS) {
      const retryAfterSeconds = Math.ceil((RESEND_AFTER_MS - (now - session.lastSentAt)) / 1000);
      fail(429, AUTH_MESSAGES.waitBeforeResend, { retryAfterSeconds });
    }
    const sent = (ctx.db.codesSent = ctx.db.codesSent.filter((time) => now - time < HOUR_MS));
    if (sent.length >= otpMaxPerHour) {
      const retryAfterSeconds = Math.ceil((HOUR_MS - (now - (sent[0] ?? now))) / 1000);
      fail(429, AUTH_MESSAGES.tooManyCodes(waitText(retryAfterSeconds)), { retryAfterSeconds });
    }
    session.otp = { code: MOCK_ADMIN.otp, attemptsLeft: otpMaxAttempts, expiresAt: now + otpTtlSeconds * 1000 };
    session.lastSentAt = now;
    sent.push(now);
    return ok(codeSentReply(SETTING_DEFAULTS));
  }),
  'POST /otp/verifyOtp': pending((ctx) => {
    const [session, body] = codeCall(ctx);
    const otp = session.otp;
    const refused = codeRefusal(otp, ctx.now().getTime());
    if (refused || !otp) return refuse(refused ?? codeGone());
    if (codeText(body.otp) !== otp.code) {
      otp.attemptsLeft -= 1;
      refuse(wrongCode(otp.attemptsLeft));
    }
    session.full = true;
    session.otp = null;
    return ok({ result: true, message: AUTH_MESSAGES.verified, user: adminUser(session.email) });
  }),
  'POST /auth/logout': pending((ctx) => {
    ctx.db.sessions.delete(ctx.token!);
    return ok({ result: true });
  }),
  'GET /auth/me': (ctx) => ok({ result: adminUser(ctx.session!.email) }),
};
