/**
 * The server's sign-in on its `sessions` and `rateLimits` tables (server/src/auth/code.ts), with the demo admin's
 * fixed password and code. Nothing is secret here, so a token is its own "hash" and a code's hash is the code.
 */
import { AUTH_MESSAGES } from '@/contract';
import { checkCodeEmail, codeSentReply, signinOf } from '@/domain/auth';
import { SETTING_DEFAULTS } from '@/domain/defaults';
import { checkCode, issueCode } from '../../../../server/src/auth/code.ts';
import {
  endSession,
  findUserByEmail,
  sessionInfo,
  sessionRow,
  sessionUser,
  startPendingSession,
} from '../../../../server/src/db/sessions.ts';
import { open, pending, requireJson, type RouteContext, type Routes } from '../context';
import { MOCK_ADMIN, type MockDb } from '../db';
import { fail, ok } from '../http';

/** The bearer token's session, as the server's session check reads it (no lifetimes: stories stop the clock). */
export async function sessionOf(db: MockDb, token: string | null) {
  const row = token === null ? undefined : await sessionRow(db.sql.db, token);
  return row && sessionInfo(row);
}

/** A code call's database, session (its email checked as the server does), body and time. */
const codeCall = (ctx: RouteContext) => {
  const body = requireJson(ctx);
  checkCodeEmail(ctx.session!, body);
  return { db: ctx.db.sql.db, session: ctx.session!, body, now: ctx.now().getTime() };
};

/** `/auth/*` and `/otp/*` (docs/api.md#auth). */
export const authRoutes: Routes = {
  'POST /auth/signin': open(async (ctx) => {
    const { account, password } = signinOf(requireJson(ctx));
    const user = await findUserByEmail(ctx.db.sql.db, account);
    if (!user || password !== MOCK_ADMIN.password) fail(401, AUTH_MESSAGES.invalid);
    const token = ctx.newToken();
    await startPendingSession(ctx.db.sql.db, user.id, token, ctx.now().getTime());
    return ok({ result: true, token });
  }),
  'POST /otp/sendOtp': pending(async (ctx) => {
    const { db, session, now } = codeCall(ctx);
    await issueCode(db, session, SETTING_DEFAULTS, now, MOCK_ADMIN.otp);
    return ok(codeSentReply(SETTING_DEFAULTS));
  }),
  'POST /otp/verifyOtp': pending(async (ctx) => {
    const { db, session, body, now } = codeCall(ctx);
    const refused = await checkCode(db, session, body.otp, SETTING_DEFAULTS, now, (code, hash) => code === hash);
    if (refused) fail(400, refused.message, { ...refused });
    return ok({ result: true, message: AUTH_MESSAGES.verified, user: sessionUser(session) });
  }),
  'POST /auth/logout': pending(async (ctx) => {
    await endSession(ctx.db.sql.db, ctx.session!.id);
    return ok({ result: true });
  }),
  'GET /auth/me': (ctx) => ok({ result: sessionUser(ctx.session!) }),
};
