/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { spawnSync } from 'node:child_process';
import { hashPassword, verifyPassword } from '../src/auth/crypto.ts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  ADMIN,
  eachDialect,
  passwordToken,
  sendCode,
  signIn,
  startTestServer,
  type TestServer,
  serverEntry,
} from './helpers.ts';

eachDialect('sign-in and codes', (dialect) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(dialect);
  });
  afterEach(() => server.close());

  it('signs in with password, then code, and the same token becomes a full session', async () => {
    const signin = await server.request('POST', '/auth/signin', {
      json: { emailId: ADMIN.email, password: ADMIN.password },
    });
    expect(signin.status).toBe(200);
    expect(signin.body.result).toBe(true);
    const token = signin.body.token as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
    expect((await server.request('GET', '/blogs/list', { token })).status).toBe(401);

    const { code, reply } = await sendCode(server, token);
    expect(reply.body).toEqual({ result: true, message: 'Code sent', expiresInSeconds: 300, resendAfterSeconds: 30 });
    const verify = await server.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: code } });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({
      result: true,
      message: 'Code verified successfully',
      user: { email: ADMIN.email, name: 'Admin' },
    });
    const me = await server.request('GET', '/auth/me', { token });
    expect(me.body.result).toMatchObject({ email: ADMIN.email, name: 'Admin' });
    expect((await server.request('GET', '/blogs/list', { token })).status).toBe(200);
  });

  it('stores the password as argon2id and the token only as a hash', async () => {
    const token = await passwordToken(server);
    const user = await server.ctx.db.selectFrom('users').select('passwordHash').executeTakeFirstOrThrow();
    expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
    const sessions = await server.ctx.db.selectFrom('sessions').select('tokenHash').execute();
    expect(sessions.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('refuses wrong credentials with one message, and missing fields with 400', async () => {
    const wrongPassword = await server.request('POST', '/auth/signin', {
      json: { emailId: ADMIN.email, password: 'nope' },
    });
    const unknownEmail = await server.request('POST', '/auth/signin', {
      json: { emailId: 'who@example.com', password: 'nope' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    for (const json of [{}, { emailId: ADMIN.email }, { password: 'x' }, { emailId: 5, password: 'x' }, []]) {
      expect((await server.request('POST', '/auth/signin', { json })).status).toBe(400);
    }
  });

  it('spends a full password verification on an unknown email, as on a known one', async () => {
    // The CPU milliseconds this process spends on `work` (argon2 runs on its thread pool, which this counts): the work
    // done, which a loaded machine does not stretch as it stretches the wall time.
    const cpuOf = async (work: () => Promise<unknown>) => {
      const started = process.cpuUsage();
      await work();
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000;
    };
    const signInWith = (emailId: string) => () =>
      server.request('POST', '/auth/signin', { json: { emailId, password: 'wrong-password' } });
    // What one verification costs on this machine now: a real hash with the server's parameters.
    const realHash = await hashPassword('some-other-password');
    await cpuOf(signInWith('warm@example.com'));
    const verification: number[] = [];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) {
      verification.push(await cpuOf(() => verifyPassword(realHash, 'wrong-password')));
      known.push(await cpuOf(signInWith(ADMIN.email)));
      unknown.push(await cpuOf(signInWith(`nobody${i}@example.com`)));
    }
    // An unknown email still pays for a full argon2id verification (without it a sign-in costs well under half of
    // one), so a wrong password tells nothing about whether the account exists. The cheapest of each is compared with
    // the cheapest verification.
    const floor = Math.min(...verification) * 0.5;
    expect(Math.min(...unknown)).toBeGreaterThan(floor);
    expect(Math.min(...known)).toBeGreaterThan(floor);
  });

  it('limits sign-in attempts per account and client, and per IP', async () => {
    for (let i = 0; i < 10; i++) {
      const reply = await server.request('POST', '/auth/signin', {
        json: { emailId: ADMIN.email, password: 'bad' },
        ip: '10.0.0.1',
      });
      expect(reply.status).toBe(401);
    }
    const locked = await server.request('POST', '/auth/signin', {
      json: { emailId: ADMIN.email, password: ADMIN.password },
      ip: '10.0.0.1',
    });
    expect(locked.status).toBe(429);
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(0);
    // Another client is not locked out by the failures of the first.
    const other = await server.request('POST', '/auth/signin', {
      json: { emailId: ADMIN.email, password: ADMIN.password },
      ip: '10.0.1.1',
    });
    expect(other.status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await server.request('POST', '/auth/signin', {
            json: { emailId: `u${i}@example.com`, password: 'x' },
            ip: '10.9.9.9',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('a code works once, and only for the session that asked for it', async () => {
    const token = await passwordToken(server);
    const { code } = await sendCode(server, token);
    // A newer sign-in supersedes the pending one: the old token and its code stop working.
    const other = await passwordToken(server);
    const elsewhere = await server.request('POST', '/otp/verifyOtp', {
      token: other,
      json: { email: ADMIN.email, otp: code },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({
      message: 'No code has been sent. Please request a new code.',
      noCode: true,
    });
    const superseded = await server.request('POST', '/otp/verifyOtp', {
      token,
      json: { email: ADMIN.email, otp: code },
    });
    expect(superseded.status).toBe(401);
    const mine = await sendCode(server, other);
    expect(
      (await server.request('POST', '/otp/verifyOtp', { token: other, json: { email: ADMIN.email, otp: mine.code } }))
        .status,
    ).toBe(200);
    const again = await server.request('POST', '/otp/verifyOtp', {
      token: other,
      json: { email: ADMIN.email, otp: mine.code },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This sign-in is already verified.' });
  });

  it('a new sign-in within the cooldown supersedes the pending one and gets a code that works', async () => {
    const first = await passwordToken(server);
    const old = await sendCode(server, first);
    // "Back to Sign In", then Sign In again at once (well inside the 30 s cooldown).
    server.clock.advance(2);
    const second = await passwordToken(server);
    const fresh = await sendCode(server, second);
    expect(fresh.reply.status).toBe(200);
    expect(fresh.reply.body.resendAfterSeconds).toBe(30);
    expect((await server.request('POST', '/otp/sendOtp', { token: first, json: { email: ADMIN.email } })).status).toBe(
      401,
    );
    if (old.code !== fresh.code) {
      const stale = await server.request('POST', '/otp/verifyOtp', {
        token: second,
        json: { email: ADMIN.email, otp: old.code },
      });
      expect(stale.body).toMatchObject({ message: 'Invalid code', attemptsLeft: 4 });
    }
    const ok = await server.request('POST', '/otp/verifyOtp', {
      token: second,
      json: { email: ADMIN.email, otp: fresh.code },
    });
    expect(ok.status).toBe(200);
    // A full session is never superseded by a later sign-in.
    await passwordToken(server);
    expect((await server.request('GET', '/auth/me', { token: second })).status).toBe(200);
  });

  it('the hourly cap holds across sign-ins and answers with the real wait', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(server, await passwordToken(server))).reply.status).toBe(200);
    }
    const token = await passwordToken(server);
    const capped = await server.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } });
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({
      message: 'Too many codes requested. Try again in 60 minutes.',
      retryAfterSeconds: 3600,
    });
    server.clock.advance(22 * 60);
    // (the pending sign-in has expired by now: a new one meets the same cap)
    const later = await server.request('POST', '/otp/sendOtp', {
      token: await passwordToken(server),
      json: { email: ADMIN.email },
    });
    expect(later.body).toEqual({
      message: 'Too many codes requested. Try again in 38 minutes.',
      retryAfterSeconds: 2280,
    });
    server.clock.advance(37 * 60);
    const last = await server.request('POST', '/otp/sendOtp', {
      token: await passwordToken(server),
      json: { email: ADMIN.email },
    });
    expect(last.body.message).toBe('Too many codes requested. Try again in 1 minute.');
  });

  it('a verified session cannot renew its lifetime through the code calls', async () => {
    const token = await signIn(server);
    const started = await server.ctx.db.selectFrom('sessions').select('createdAt').executeTakeFirstOrThrow();
    // Kept busy (never idle for 30 min), so only the absolute limit of 12 h can end it.
    for (let i = 0; i < 22; i++) {
      server.clock.advance(30 * 60 - 1);
      expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
    }
    const send = await server.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } });
    expect(send.status).toBe(409);
    expect(send.body).toEqual({ message: 'This sign-in is already verified.' });
    const verify = await server.request('POST', '/otp/verifyOtp', {
      token,
      json: { email: ADMIN.email, otp: '123456' },
    });
    expect(verify.status).toBe(409);
    const after = await server.ctx.db.selectFrom('sessions').select('createdAt').executeTakeFirstOrThrow();
    expect(Number(after.createdAt)).toBe(Number(started.createdAt));
    for (let i = 0; i < 3; i++) {
      server.clock.advance(25 * 60);
      await server.request('GET', '/auth/me', { token });
    }
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('refuses an email that is not the session account', async () => {
    const token = await passwordToken(server);
    const send = await server.request('POST', '/otp/sendOtp', { token, json: { email: 'someone@else.com' } });
    expect(send.status).toBe(400);
    const { code } = await sendCode(server, token);
    const verify = await server.request('POST', '/otp/verifyOtp', {
      token,
      json: { email: 'someone@else.com', otp: code },
    });
    expect(verify.status).toBe(400);
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('counts wrong codes and voids the code after five', async () => {
    const token = await passwordToken(server);
    const { code } = await sendCode(server, token);
    const wrong = code === '000000' ? '111111' : '000000';
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const reply = await server.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: wrong } });
      expect(reply.status).toBe(400);
      expect(reply.body.result).toBe(false);
      left.push(reply.body.attemptsLeft as number);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const right = await server.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: code } });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({
      result: false,
      message: 'Too many attempts. Please request a new code.',
      attemptsLeft: 0,
    });
  });

  it('holds the attempt limit exactly under 20 parallel guesses', async () => {
    const token = await passwordToken(server);
    const { code } = await sendCode(server, token);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const replies = await Promise.all(
      guesses.map((otp) => server.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp } })),
    );
    expect(replies.filter((r) => r.body.message === 'Invalid code').length).toBe(4);
    const row = await server.ctx.db.selectFrom('sessions').select('otpAttempts').executeTakeFirstOrThrow();
    expect(row.otpAttempts).toBe(5);
  });

  it('expires a code after five minutes with its own message', async () => {
    const token = await passwordToken(server);
    const { code } = await sendCode(server, token);
    server.clock.advance(301);
    const reply = await server.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: code } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      result: false,
      message: 'Code expired. Please request a new code.',
      expired: true,
      attemptsLeft: 0,
    });
  });

  it('a resend replaces the old code, after a 30 s cooldown, at most 5 an hour', async () => {
    const token = await passwordToken(server);
    const first = await sendCode(server, token);
    const early = await server.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } });
    expect(early.status).toBe(429);
    expect(early.body.retryAfterSeconds).toBe(30);
    server.clock.advance(20);
    expect(
      (await server.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } })).body.retryAfterSeconds,
    ).toBe(10);
    server.clock.advance(11);
    const second = await sendCode(server, token);
    expect(second.reply.status).toBe(200);
    if (first.code !== second.code) {
      const old = await server.request('POST', '/otp/verifyOtp', {
        token,
        json: { email: ADMIN.email, otp: first.code },
      });
      expect(old.body.message).toBe('Invalid code');
    }
    for (let i = 0; i < 3; i++) {
      server.clock.advance(31);
      expect((await sendCode(server, token)).reply.status).toBe(200);
    }
    server.clock.advance(31);
    const capped = await server.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } });
    expect(capped.status).toBe(429);
    expect(capped.body.retryAfterSeconds).toBeGreaterThan(3000);
    const last = await sendCode(server, token).catch(() => undefined);
    expect(last?.reply.status).toBe(429);
  });

  it('holds the cooldown exactly under 10 parallel sends', async () => {
    const token = await passwordToken(server);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => server.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } })),
    );
    expect(replies.filter((r) => r.status === 200).length).toBe(1);
    expect(replies.filter((r) => r.status === 429).length).toBe(9);
  });

  it('logout revokes the token at once, also a pre-code one', async () => {
    const token = await signIn(server);
    expect((await server.request('POST', '/auth/logout', { token })).body).toEqual({ result: true });
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
    expect((await server.request('POST', '/auth/logout', { token })).status).toBe(401);
    const pending = await passwordToken(server);
    expect((await server.request('POST', '/auth/logout', { token: pending })).status).toBe(200);
    expect(
      (await server.request('POST', '/otp/sendOtp', { token: pending, json: { email: ADMIN.email } })).status,
    ).toBe(401);
  });

  it('expires idle and old sessions', async () => {
    const token = await signIn(server);
    server.clock.advance(29 * 60);
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
    server.clock.advance(29 * 60);
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
    server.clock.advance(31 * 60);
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);

    const busy = await signIn(server);
    for (let i = 0; i < 14; i++) {
      // 14 × 50 min = 11 h 40 min, never idle for 30 min; the next 25 min pass the 12 h absolute limit.
      server.clock.advance(25 * 60);
      expect((await server.request('GET', '/auth/me', { token: busy })).status).toBe(200);
      server.clock.advance(25 * 60);
      expect((await server.request('GET', '/auth/me', { token: busy })).status).toBe(200);
    }
    server.clock.advance(25 * 60);
    expect((await server.request('GET', '/auth/me', { token: busy })).status).toBe(401);
  });

  it('refuses forged, truncated and malformed tokens', async () => {
    const token = await signIn(server);
    for (const header of [
      `Bearer ${token.slice(0, -2)}`,
      `Bearer ${'A'.repeat(43)}`,
      token,
      `Basic ${token}`,
      'Bearer',
      '',
    ]) {
      const reply = await server.request('GET', '/auth/me', { headers: { authorization: header } });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Authentication required' });
    }
  });
});

eachDialect('npm run admin -- unlock', (dialect) => {
  let server: TestServer;
  afterEach(() => server.close());

  const unlock = (email: string) =>
    spawnSync(process.execPath, [serverEntry('cli'), 'unlock', email], {
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
      },
      encoding: 'utf8',
    });

  it("clears an account's failed sign-ins and its hourly code cap", async () => {
    server = await startTestServer(dialect, { otpCooldownSeconds: 0 });
    for (let i = 0; i < server.config.signinLimitPerClient; i++) {
      await server.request('POST', '/auth/signin', { json: { emailId: ADMIN.email, password: 'bad' }, ip: '10.1.1.1' });
    }
    const right = { json: { emailId: ADMIN.email, password: ADMIN.password }, ip: '10.1.1.1' };
    expect((await server.request('POST', '/auth/signin', right)).status).toBe(429);
    const token = await passwordToken(server);
    for (let i = 0; i < server.config.otpMaxPerHour; i++) await sendCode(server, token);
    expect((await sendCode(server, token)).reply.status).toBe(429);

    const run = unlock('Admin@Example.com');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Sign-in and code limits of admin@example.com reset \(\d+ counters cleared\)/);
    expect(run.status).toBe(0);
    expect((await sendCode(server, token)).reply.status).toBe(200);
    expect((await server.request('POST', '/auth/signin', right)).status).toBe(200);

    const unknown = unlock('nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^No administrator nobody@example.com/);
  });
});
