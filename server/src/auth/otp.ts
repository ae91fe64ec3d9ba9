import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { sessionOf } from '../context.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { hit, limit, reset } from '../http/ratelimit.ts';
import { objectBody } from '../http/validate.ts';
import { newCode, sameHash, sha256 } from './crypto.ts';
import { requestClientKey } from '../http/client.ts';
import { limitKeys, waitText } from './limits.ts';

const HOUR = 60 * 60 * 1000;
const WINDOW_15_MIN = 15 * 60 * 1000;

/**
 * The `email` in a code call must be the session's own; it never chooses the account. A session whose code was
 * already verified is refused: a second code must not renew its absolute lifetime.
 */
function checkEmail(request: FastifyRequest): void {
  const { email } = objectBody(request.body);
  const session = sessionOf(request);
  if (session.verified) throw conflict('This sign-in is already verified.');
  if (typeof email !== 'string' || email.trim().toLowerCase() !== session.email) {
    throw badRequest('The email does not match this sign-in', { email: 'email does not match this sign-in' });
  }
}

// The code is bound to the session row, so it is single use and a stolen code is useless without the token.
const codeHash = (sessionId: number, code: string) => sha256(`${sessionId}:${code}`);

export function otpRoutes(app: FastifyInstance, { db, config, mailer, guards }: Ctx): void {
  app.post('/otp/sendOtp', { preHandler: guards.any }, async (request) => {
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
        'Please wait before requesting another code.',
      );
    }
    const perHour = await hit(db, limitKeys.codesPerHour(session.userId), HOUR, now);
    if (perHour.count > config.otpMaxPerHour) {
      // Nothing was sent, so no cooldown starts: asking again shows the same real wait, not a 30 s one.
      await forgiveCooldown();
      throw new HttpError(429, `Too many codes requested. Try again in ${waitText(perHour.retryAfterSeconds)}.`, {
        retryAfterSeconds: perHour.retryAfterSeconds,
      });
    }
    const code = newCode();
    await db
      .updateTable('sessions')
      .set({ otpHash: codeHash(session.id, code), otpExpiresAt: now + config.otpTtlSeconds * 1000, otpAttempts: 0 })
      .where('id', '=', session.id)
      .execute();
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
    return {
      result: true,
      message: 'OTP sent',
      expiresInSeconds: config.otpTtlSeconds,
      resendAfterSeconds: config.otpCooldownSeconds,
    };
  });

  app.post('/otp/verifyOtp', { preHandler: guards.any }, async (request, reply) => {
    checkEmail(request);
    const session = sessionOf(request);
    const { otp } = objectBody(request.body);
    const now = config.now();
    await limit(db, `otp-ip:${requestClientKey(request)}`, config.otpLimitPerIp, WINDOW_15_MIN, now);
    const max = config.otpMaxAttempts;
    const fail = (message: string, attemptsLeft: number, extra: Record<string, unknown> = {}) =>
      reply.status(400).send({ result: false, message, attemptsLeft, ...extra });
    if (!session.otpHash || session.otpExpiresAt === null)
      return fail('No code has been sent. Please request a new code.', 0, { noCode: true });
    if (session.otpAttempts >= max) return fail('Too many attempts. Please request a new code.', 0);
    if (now > session.otpExpiresAt) return fail('OTP expired. Please request a new code.', 0, { expired: true });
    // Claim one attempt atomically: parallel guesses cannot exceed the limit, and a resent code resets the count.
    const claimed = await db
      .updateTable('sessions')
      .set((eb) => ({ otpAttempts: eb('otpAttempts', '+', 1) }))
      .where('id', '=', session.id)
      .where('otpHash', '=', session.otpHash)
      .where('otpAttempts', '<', max)
      .returning(['otpAttempts'])
      .executeTakeFirst();
    if (!claimed) return fail('Too many attempts. Please request a new code.', 0);
    const attemptsLeft = max - claimed.otpAttempts;
    const code = typeof otp === 'string' || typeof otp === 'number' ? String(otp).trim() : '';
    if (!/^[0-9]{6}$/.test(code) || !sameHash(codeHash(session.id, code), session.otpHash)) {
      if (attemptsLeft === 0) return fail('Too many attempts. Please request a new code.', 0);
      return fail('Invalid OTP', attemptsLeft);
    }
    const upgraded = await db
      .updateTable('sessions')
      .set({ verified: 1, otpHash: null, otpExpiresAt: null, otpAttempts: 0, lastSeenAt: now, createdAt: now })
      .where('id', '=', session.id)
      .where('otpHash', '=', session.otpHash)
      .executeTakeFirst();
    if (Number(upgraded.numUpdatedRows) !== 1)
      return fail('No code has been sent. Please request a new code.', 0, { noCode: true });
    return {
      result: true,
      message: 'OTP verified successfully',
      user: { id: session.userId, email: session.email, name: session.name },
    };
  });
}
