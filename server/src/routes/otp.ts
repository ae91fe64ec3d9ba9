/** `/otp/*` (docs/api.md#auth): the sign-in code, for a pre-code session (their own rule: `guards.any`). */
import type { FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  CODE_PATTERN,
  codeCheckFailed,
  codeSentAnswer,
  codeVerifiedAnswer,
  waitText,
} from '../../../src/contract/index.ts';
import { newCode, sameHash, sha256 } from '../auth/crypto.ts';
import { limitKeys } from '../auth/limits.ts';
import { sessionOf } from '../context.ts';
import { hit, limit, reset } from '../db/rateLimits.ts';
import { claimCodeAttempt, setSessionCode, verifySession } from '../db/sessions.ts';
import { requestClientKey } from '../http/client.ts';
import { HttpError } from '../http/errors.ts';
import { answers, SESSION_SECURITY } from '../http/openapi.ts';
import { describedPart, objectBody } from '../http/validate.ts';
import {
  checkCodeEmail,
  codeGone,
  codeRefusal,
  codeSentReply,
  codeText,
  wrongCode,
  type CodeRefusal,
} from '../../../src/domain/auth.ts';
import type { Routes } from './types.ts';

const HOUR = 60 * 60 * 1000;
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
      const forgiveCooldown = () => reset(db, limitKeys.cooldown(session.id));
      if (config.otpCooldownSeconds > 0) {
        // Per sign-in: a new sign-in (which supersedes this one) gets its code at once; the hourly cap bounds the mail.
        await limit(
          db,
          limitKeys.cooldown(session.id),
          1,
          config.otpCooldownSeconds * 1000,
          now,
          AUTH_MESSAGES.waitBeforeResend,
        );
      }
      const perHour = await hit(db, limitKeys.codesPerHour(session.userId), HOUR, now);
      if (perHour.count > config.otpMaxPerHour) {
        // Nothing was sent, so no cooldown starts: asking again shows the same real wait, not a 30 s one.
        await forgiveCooldown();
        throw new HttpError(429, AUTH_MESSAGES.tooManyCodes(waitText(perHour.retryAfterSeconds)), {
          retryAfterSeconds: perHour.retryAfterSeconds,
        });
      }
      const code = newCode();
      await setSessionCode(db, session.id, codeHash(session.id, code), now + config.otpTtlSeconds * 1000);
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
      const { otp } = objectBody(request.body);
      const now = config.now();
      await limit(db, `otp-ip:${requestClientKey(request)}`, config.otpLimitPerIp, WINDOW_15_MIN, now);
      const max = config.otpMaxAttempts;
      const refuse = (refusal: CodeRefusal) => reply.status(400).send(refusal);
      const { otpHash: hash, otpExpiresAt: expiresAt } = session;
      const code = hash && expiresAt !== null ? { attemptsLeft: max - session.otpAttempts, expiresAt } : null;
      const refused = codeRefusal(code, now);
      if (refused || !hash) return refuse(refused ?? codeGone());
      // Claim one attempt atomically: parallel guesses cannot exceed the limit, and a resent code resets the count.
      const claimed = await claimCodeAttempt(db, session.id, hash, max);
      if (claimed === undefined) return refuse(wrongCode(0));
      const given = codeText(otp);
      if (!CODE_PATTERN.test(given) || !sameHash(codeHash(session.id, given), hash)) {
        return refuse(wrongCode(max - claimed));
      }
      if (!(await verifySession(db, session.id, hash, now))) return refuse(codeGone());
      return {
        result: true,
        message: AUTH_MESSAGES.verified,
        user: { id: session.userId, email: session.email, name: session.name },
      };
    });
  },
};
