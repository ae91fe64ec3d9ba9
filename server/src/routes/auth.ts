/** `/auth/*` (docs/api.md#auth): sign-in (public), sign-out (any session), who am I (admin). */
import type { FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  done,
  MAX_PASSWORD_LENGTH,
  resultOf,
  SIGNIN_EMAIL_RULE,
  signinAnswer,
  userRecord,
} from '../../../src/contract/index.ts';
import { burnPasswordCheck, newToken, sha256, verifyPassword } from '../auth/crypto.ts';
import { limitKeys } from '../auth/limits.ts';
import type { Ctx } from '../context.ts';
import { sessionOf } from '../context.ts';
import { forgive, hit, limit, reset } from '../db/rateLimits.ts';
import { endSession, findUserByEmail, sessionUser, startPendingSession } from '../db/sessions.ts';
import { requestClientKey } from '../http/client.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { answers, SESSION_SECURITY } from '../http/openapi.ts';
import { describedPart, objectBody, textRuleSchema } from '../http/validate.ts';
import { signinOf } from '../../../src/domain/auth.ts';
import type { Routes } from './types.ts';

const WINDOW_15_MIN = 15 * 60 * 1000;
const INVALID = AUTH_MESSAGES.invalid;

const tooMany = (retryAfterSeconds: number) => new HttpError(429, AUTH_MESSAGES.tooManySignins, { retryAfterSeconds });

/** Tells the account's administrator, once per burst window, that its sign-in is being guessed at. */
async function alertBurst({ db, config, mailer }: Ctx, request: FastifyRequest, email: string, failures: number) {
  try {
    const { count } = await hit(db, limitKeys.alert(email), WINDOW_15_MIN, config.now());
    if (count !== 1) return;
    await mailer.send(
      email,
      'Failed sign-ins to your admin account',
      [
        `There were ${failures} failed sign-in attempts for ${email} in the last 15 minutes`,
        `(the latest from ${requestClientKey(request)} at ${new Date(config.now()).toISOString()}).`,
        '',
        'Addresses that keep failing are refused for 15 minutes; a sign-in with the right password from a device that',
        'has not failed recently still works. If these attempts were not yours, someone is guessing your password:',
        'keep it long and unique (npm run admin -- passwd <email>). An operator can clear the counters with',
        'npm run admin -- unlock <email>.',
        '',
      ].join('\n'),
    );
    request.log.warn('failed sign-in burst: alert mail sent');
  } catch (error) {
    request.log.error({ err: error }, 'failed sign-in burst: alert mail could not be sent');
  }
}

/** Read by the handler: a malformed sign-in is one 400 with no field named (nothing tells which part was wrong). */
const signinBody = describedPart({
  type: 'object',
  properties: {
    emailId: textRuleSchema(SIGNIN_EMAIL_RULE),
    password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
  },
  required: ['emailId', 'password'],
});

export const authRoutes: Routes = {
  public(app, ctx) {
    const { db, config, guards } = ctx;
    const signinSchema = { body: signinBody, response: answers(signinAnswer(), 400, 401, 429) };
    app.post('/auth/signin', { schema: signinSchema }, async (request) => {
      const { account, password } = signinOf(objectBody(request.body));
      const now = config.now();
      await limit(
        db,
        `signin-ip:${requestClientKey(request)}`,
        config.signinLimitPerIp,
        WINDOW_15_MIN,
        now,
        AUTH_MESSAGES.tooManySignins,
      );
      // Every attempt claims a slot on its counters (unknown emails too) before a hash is spent, so parallel guesses
      // cannot overshoot; a success gives the slots back, so in effect they count failures.
      // The hard limit is per (account, client): guessing from one place stops there, but cannot lock anyone else out.
      const clientKey = limitKeys.client(account, requestClientKey(request));
      const client = await hit(db, clientKey, WINDOW_15_MIN, now);
      if (client.count > config.signinLimitPerClient) throw tooMany(client.retryAfterSeconds);
      // Past the account-wide limit (many clients failing) the account is in back-off: a client that already failed on
      // it waits the window out, while one with no recent failure (the administrator's own) is still heard.
      const accountKey = limitKeys.account(account);
      const global = await hit(db, accountKey, WINDOW_15_MIN, now);
      if (global.count > config.signinLimitPerAccount && client.count > 1) {
        throw tooMany(Math.min(client.retryAfterSeconds, global.retryAfterSeconds));
      }
      const user = await findUserByEmail(db, account);
      const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
      if (!user || !ok) {
        // Not awaited: the answer (and its timing) must not depend on whether a mail went out.
        if (user && global.count >= config.signinLimitPerAccount)
          void alertBurst(ctx, request, user.email, global.count);
        throw unauthorized(INVALID);
      }
      await reset(db, clientKey);
      await forgive(db, accountKey);
      // A new sign-in supersedes the account's older pending (pre-code) ones: their tokens stop working and only the
      // newest sign-in's code counts, so the code in the mailbox always belongs to the screen in front of the user.
      const token = newToken();
      await startPendingSession(db, user.id, sha256(token), now);
      return { result: true, token };
    });

    const logoutSchema = { security: SESSION_SECURITY, response: answers(done(), 401) };
    app.post('/auth/logout', { preHandler: guards.any, schema: logoutSchema }, async (request) => {
      await endSession(db, sessionOf(request).id);
      return { result: true };
    });
  },

  admin(app) {
    app.get('/auth/me', { schema: { response: answers(resultOf(userRecord())) } }, (request, reply) => {
      return reply.send({ result: sessionUser(sessionOf(request)) });
    });
  },
};
