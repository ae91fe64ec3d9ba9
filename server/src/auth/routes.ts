import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { sessionOf } from '../context.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { limit, reset } from '../http/ratelimit.ts';
import { checkText, objectBody } from '../http/validate.ts';
import { burnPasswordCheck, newToken, sha256, verifyPassword } from './crypto.ts';
import { requestClientKey } from '../http/client.ts';

const WINDOW_15_MIN = 15 * 60 * 1000;
const INVALID = 'Invalid email or password';

export function authRoutes(app: FastifyInstance, { db, config, guards }: Ctx): void {
  app.post('/auth/signin', async (request) => {
    const body = objectBody(request.body);
    const email = body.emailId;
    const password = body.password;
    if (checkText(email, { max: 254 }) || typeof password !== 'string' || password.length === 0) {
      throw badRequest('Please fill in all fields');
    }
    if (password.length > 1024) throw unauthorized(INVALID);
    const now = config.now();
    const account = (email as string).trim().toLowerCase();
    await limit(
      db,
      `signin-ip:${requestClientKey(request)}`,
      config.signinLimitPerIp,
      WINDOW_15_MIN,
      now,
      'Too many sign-in attempts. Please try again later.',
    );
    // Every attempt claims a slot on the account's counter (unknown emails too) before a hash is spent, so parallel
    // guesses cannot overshoot; a successful sign-in clears it, so in effect it counts failures.
    const failKey = `signin-account:${sha256(account)}`;
    await limit(
      db,
      failKey,
      config.signinLimitPerAccount,
      WINDOW_15_MIN,
      now,
      'Too many sign-in attempts. Please try again later.',
    );
    const user = await db.selectFrom('users').selectAll().where('email', '=', account).executeTakeFirst();
    const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !ok) throw unauthorized(INVALID);
    await reset(db, failKey);
    const token = newToken();
    await db
      .insertInto('sessions')
      .values({
        tokenHash: sha256(token),
        userId: user.id,
        verified: 0,
        createdAt: now,
        lastSeenAt: now,
        otpAttempts: 0,
      })
      .execute();
    return { result: true, token };
  });

  app.post('/auth/logout', { preHandler: guards.any }, async (request) => {
    await db.deleteFrom('sessions').where('id', '=', sessionOf(request).id).execute();
    return { result: true };
  });

  app.get('/auth/me', { preHandler: guards.full }, (request, reply) => {
    const { userId, email, name } = sessionOf(request);
    return reply.send({ result: { id: userId, email, name } });
  });
}
