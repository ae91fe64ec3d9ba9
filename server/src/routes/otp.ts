/** `/otp/*` (docs/api.md#auth): the sign-in code, for a pre-code session (their own rule: `guards.any`). */
import type { FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  CODE_PATTERN,
  codeCheckFailed,
  codeSentAnswer,
  codeVerifiedAnswer,
} from '../../../src/contract/index.ts';
import { checkCode, issueCode } from '../auth/code.ts';
import { newCode, sameHash, sha256 } from '../auth/crypto.ts';
import { sessionOf } from '../context.ts';
import { limit } from '../db/rateLimits.ts';
import { sessionUser } from '../db/sessions.ts';
import { requestClientKey } from '../http/client.ts';
import { answers, SESSION_SECURITY } from '../http/openapi.ts';
import { describedPart, objectBody } from '../http/validate.ts';
import { checkCodeEmail, codeSentReply } from '../../../src/domain/auth.ts';
import type { Routes } from './types.ts';

const WINDOW_15_MIN = 15 * 60 * 1000;

/** The code call's own email, for the session that asks (src/domain/auth.ts). */
const checkEmail = (request: FastifyRequest) => checkCodeEmail(sessionOf(request), objectBody(request.body));

/** Read by the handler, after the session check: the sign-in's own email, and the code to verify. */
const codeBody = (withCode: boolean) =>
  describedPart({
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', description: 'The email the sign-in was made with.' },
      ...(withCode ? { otp: { type: ['string', 'integer'], pattern: CODE_PATTERN.source } } : {}),
    },
    required: withCode ? ['email', 'otp'] : ['email'],
  });
const sendSchema = {
  security: SESSION_SECURITY,
  body: codeBody(false),
  response: answers(codeSentAnswer(), 400, 401, 409, 429),
};
const verifySchema = {
  security: SESSION_SECURITY,
  body: codeBody(true),
  response: { ...answers(codeVerifiedAnswer(), 401, 409, 429), 400: codeCheckFailed() },
};

// The code is bound to the session row, so it is single use and a stolen code is useless without the token.
const codeHash = (sessionId: number, code: string) => sha256(`${sessionId}:${code}`);

export const otpRoutes: Routes = {
  public(app, { db, config, mailer, guards }) {
    app.post('/otp/sendOtp', { preHandler: guards.any, schema: sendSchema }, async (request) => {
      checkEmail(request);
      const session = sessionOf(request);
      const now = config.now();
      await limit(db, `otp-ip:${requestClientKey(request)}`, config.otpLimitPerIp, WINDOW_15_MIN, now);
      const code = newCode();
      await issueCode(db, session, config, now, codeHash(session.id, code));
      const minutes = Math.max(1, Math.round(config.otpTtlSeconds / 60));
      const where = await mailer.send(
        session.email,
        'Your sign-in code',
        `Your sign-in code is ${code}\n\nIt is valid for ${minutes} minute${minutes === 1 ? '' : 's'} and can be used once.\nIf you did not try to sign in, change your password.\n`,
      );
      request.log.info(
        { delivery: where === 'SMTP' ? 'smtp' : 'outbox' },
        `sign-in code written to ${where === 'SMTP' ? 'SMTP' : where}`,
      );
      return codeSentReply(config);
    });

    app.post('/otp/verifyOtp', { preHandler: guards.any, schema: verifySchema }, async (request, reply) => {
      checkEmail(request);
      const session = sessionOf(request);
      const now = config.now();
      await limit(db, `otp-ip:${requestClientKey(request)}`, config.otpLimitPerIp, WINDOW_15_MIN, now);
      const matches = (code: string, hash: string) => sameHash(codeHash(session.id, code), hash);
      const refused = await checkCode(db, session, objectBody(request.body).otp, config, now, matches);
      if (refused) return reply.status(400).send(refused);
      return { result: true, message: AUTH_MESSAGES.verified, user: sessionUser(session) };
    });
  },
};
