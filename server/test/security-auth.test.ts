/**
 * Auth under attack: every data call and upload URL with no, pre-code, revoked, expired, forged or truncated
 * credentials → 401 that says nothing more; codes, resends and sign-ins stay within their limits exactly when 50
 * requests race; and neither answers nor timing tell whether an email has an account.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dumpDatabase, listFiles } from './fuzz/dump.ts';
import { routeTable, type RouteSpec } from './fuzz/routes.ts';
import {
  ADMIN,
  blogFields,
  eachDialect,
  multipart,
  outboxMessages,
  passwordToken,
  PNG,
  sendCode,
  signIn,
  startTestServer,
  type Reply,
  type TestServer,
} from './helpers.ts';

const GENERIC = 'Authentication required';
const outbox = (server: TestServer) => {
  const dir = path.join(server.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const tally = (replies: Reply[]) => {
  const counts: Record<string, number> = {};
  for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1;
  return counts;
};
const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

eachDialect('auth: every protected call refuses bad credentials', (dialect) => {
  let server: TestServer;
  let full: string;
  let routes: RouteSpec[];
  let uploads: string[];

  beforeAll(async () => {
    // Several sign-ins below: no resend cooldown or hourly cap in the way.
    server = await startTestServer(dialect, { otpCooldownSeconds: 0, otpMaxPerHour: 100 });
    full = await signIn(server);
    const category = await server.request('POST', '/category/addCategory', {
      token: full,
      json: { category: 'News', categoryUrl: '/c', categoryDescription: 'd' },
    });
    const blog = await server.request('POST', '/blogs/createBlog', {
      token: full,
      form: multipart(blogFields('seed-blog'), { name: 'a.png', type: 'image/png', bytes: PNG }),
    });
    const meta = await server.request('POST', '/meta/createMeta', {
      token: full,
      form: multipart(
        { metaTitle: 'M', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://example.com/' },
        { name: 'a.png', type: 'image/png', bytes: PNG },
      ),
    });
    const enquiry = await server.request('POST', '/api/enquiries', {
      json: { name: 'A', emailId: 'a@example.com', message: 'm', enquiryCategory: 'PAGE' },
    });
    const contact = await server.request('POST', '/contacts/submit', {
      json: { name: 'A', email: 'a@example.com', subject: 's', message: 'm' },
    });
    routes = routeTable({
      category: category.body.result.id as number,
      meta: meta.body.result.id as number,
      enquiry: enquiry.body.result.id as number,
      contact: contact.body.result.id as number,
    }).filter((route) => route.auth !== 'public');
    uploads = [
      `/uploads/blogs/${blog.body.result.imageUrl as string}`,
      `/uploads/meta/${meta.body.result.image as string}`,
    ];
  });
  afterAll(() => server.close());

  /** Calls every protected route (with a body it would accept) and the two stored images under `authorization`. */
  async function everyCall(authorization: string | undefined, { skipAny = false } = {}) {
    const replies: { label: string; reply: Reply }[] = [];
    const headers = authorization === undefined ? undefined : { authorization };
    for (const route of routes) {
      if (route.path.includes(':name') || (skipAny && route.auth === 'any')) continue;
      const body = route.valid?.();
      const reply = await server.request(route.method, route.path, {
        headers,
        ...(route.body === 'json' ? { json: body } : route.body === 'form' ? { form: multipart(body ?? {}) } : {}),
      });
      replies.push({ label: `${route.method} ${route.path}`, reply });
    }
    for (const url of uploads) replies.push({ label: url, reply: await server.request('GET', url, { headers }) });
    return replies;
  }

  function expectRefused(replies: { label: string; reply: Reply }[], message = GENERIC) {
    expect(replies.length).toBeGreaterThanOrEqual(20);
    for (const { label, reply } of replies) {
      expect(reply.status, label).toBe(401);
      expect(reply.body, label).toEqual({ message });
      expect(reply.headers['x-powered-by'], label).toBeUndefined();
      expect(reply.headers['content-type'], label).toMatch(/^application\/json/);
    }
  }

  it('refuses with no, malformed, forged, truncated or tampered tokens, and changes nothing', async () => {
    // An upload of the set-up is a library image whose renditions follow off the request: written by now.
    await server.ctx.renditions.idle();
    const before = await dumpDatabase(server.ctx.db);
    const files = listFiles(server.dataDir);
    const tampered = full.slice(0, -1) + (full.endsWith('A') ? 'B' : 'A');
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${randomBytes(32).toString('base64url')}`,
      `Bearer ${full.slice(0, -1)}`,
      `Bearer ${full.slice(0, 20)}`,
      `Bearer ${tampered}`,
      `Bearer ${full}x`,
      `Bearer ${full} ${full}`,
      `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
      full,
      `Token ${full}`,
      `Bearer ${full}\u0000`,
      `Bearer ${'A'.repeat(5000)}`,
      `Bearer ' OR '1'='1`,
    ]) {
      expectRefused(await everyCall(authorization));
    }
    expect(await dumpDatabase(server.ctx.db)).toBe(before);
    expect(listFiles(server.dataDir)).toEqual(files);
  });

  it('refuses HEAD on the upload URLs too', async () => {
    for (const url of uploads) {
      const reply = await server.app.inject({ method: 'HEAD', url });
      expect(reply.statusCode, url).toBe(401);
    }
  });

  it('never takes the token from the query string', async () => {
    const reply = await server.request('GET', `/blogs/list?token=${full}&access_token=${full}`);
    expect(reply.status).toBe(401);
  });

  it('refuses a pre-code session on every data call', async () => {
    const pending = await passwordToken(server);
    expectRefused(await everyCall(`Bearer ${pending}`, { skipAny: true }), 'Verify the sign-in code first');
  });

  it('refuses a logged-out session everywhere, with the same answer as a token that never existed', async () => {
    const revoked = await signIn(server);
    expect((await server.request('POST', '/auth/logout', { token: revoked })).status).toBe(200);
    expectRefused(await everyCall(`Bearer ${revoked}`));
    expect((await server.request('GET', '/auth/me', { token: full })).status).toBe(200);
  });

  it('refuses an idle-expired and an absolute-expired session everywhere', async () => {
    const idle = await signIn(server);
    server.clock.advance(server.config.sessionIdleSeconds + 1);
    expectRefused(await everyCall(`Bearer ${idle}`));
    expectRefused(await everyCall(`Bearer ${full}`));
    // Kept busy, a session still ends at its absolute limit.
    const busy = await signIn(server);
    const step = Math.floor(server.config.sessionIdleSeconds / 2);
    for (let t = 0; t <= server.config.sessionAbsoluteSeconds; t += step) {
      server.clock.advance(step);
      await server.request('GET', '/auth/me', { token: busy });
    }
    expectRefused(await everyCall(`Bearer ${busy}`));
  });
});

eachDialect('auth: limits hold exactly under 50 parallel requests', (dialect) => {
  let server: TestServer;
  afterEach(() => server.close());

  it('counts at most the allowed code attempts, then refuses even the right code', async () => {
    server = await startTestServer(dialect);
    const token = await passwordToken(server);
    const { code } = await sendCode(server, token);
    const wrong = code === '000000' ? '111111' : '000000';
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: wrong } }),
      ),
    );
    const max = server.config.otpMaxAttempts;
    expect(tally(replies)).toEqual({ 400: 50 });
    const invalid = replies.filter((r) => r.body.message === 'Invalid code');
    expect(invalid.map((r) => r.body.attemptsLeft as number).sort()).toEqual(
      Array.from({ length: max - 1 }, (_, i) => i + 1),
    );
    const session = await server.ctx.db.selectFrom('sessions').select('otpAttempts').executeTakeFirstOrThrow();
    expect(session.otpAttempts).toBe(max);
    const right = await server.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: code } });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ result: false, attemptsLeft: 0 });
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('sends one code per cooldown however many resends race', async () => {
    server = await startTestServer(dialect);
    const token = await passwordToken(server);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => server.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } })),
    );
    expect(tally(replies)).toEqual({ 200: 1, 429: 49 });
    for (const reply of replies.filter((r) => r.status === 429)) {
      expect(reply.body.retryAfterSeconds).toBeGreaterThan(0);
      expect(reply.body.retryAfterSeconds).toBeLessThanOrEqual(server.config.otpCooldownSeconds);
    }
    expect(outbox(server)).toBe(1);
  });

  it('sends at most the hourly cap when 50 race without a cooldown', async () => {
    server = await startTestServer(dialect, { otpCooldownSeconds: 0 });
    const token = await passwordToken(server);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => server.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } })),
    );
    const cap = server.config.otpMaxPerHour;
    expect(tally(replies)).toEqual({ 200: cap, 429: 50 - cap });
    expect(outbox(server)).toBe(cap);
  });

  it('limits sign-ins per IP exactly', async () => {
    server = await startTestServer(dialect);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.request('POST', '/auth/signin', {
          json: { emailId: `nobody${i}@example.com`, password: 'guess' },
          ip: '192.0.2.7',
        }),
      ),
    );
    const max = server.config.signinLimitPerIp;
    expect(tally(replies)).toEqual({ 401: max, 429: 50 - max });
  });

  it('limits failed sign-ins per account and client exactly, for known and unknown emails alike', async () => {
    server = await startTestServer(dialect);
    const max = server.config.signinLimitPerClient;
    for (const [n, email] of [
      [1, ADMIN.email],
      [2, 'nobody@example.com'],
    ] as const) {
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          server.request('POST', '/auth/signin', { json: { emailId: email, password: `guess-${i}` }, ip: ip(n) }),
        ),
      );
      expect(tally(replies), email).toEqual({ 401: max, 429: 50 - max });
      const locked = replies.find((r) => r.status === 429);
      expect(Object.keys(locked?.body as object).sort()).toEqual(['message', 'retryAfterSeconds']);
    }
    // That client is refused even with the right password; any other client is not.
    const here = await server.request('POST', '/auth/signin', {
      json: { emailId: ADMIN.email, password: ADMIN.password },
      ip: ip(1),
    });
    expect(here.status).toBe(429);
    const elsewhere = await server.request('POST', '/auth/signin', {
      json: { emailId: ADMIN.email, password: ADMIN.password },
      ip: ip(5000),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('cannot lock the administrator out from many addresses: back-off for failing clients, one alert mail', async () => {
    server = await startTestServer(dialect);
    const alerts = () => outboxMessages(server.dataDir, 'Failed sign-ins to your admin account');
    for (const [offset, email] of [
      [0, ADMIN.email],
      [1000, 'nobody@example.com'],
    ] as const) {
      // 50 addresses, one guess each: each is heard (so the answers say nothing about the account) ...
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          server.request('POST', '/auth/signin', {
            json: { emailId: email, password: `guess-${i}` },
            ip: ip(offset + i),
          }),
        ),
      );
      expect(tally(burst), email).toEqual({ 401: 50 });
      // ... but in back-off an address that failed waits the window out, right password or not.
      const again = await server.request('POST', '/auth/signin', {
        json: { emailId: email, password: email === ADMIN.email ? ADMIN.password : 'guess-again' },
        ip: ip(offset + 7),
      });
      expect(again.status, email).toBe(429);
      expect(again.body.retryAfterSeconds).toBeGreaterThan(0);
    }
    // The administrator, from an address with no failures, still signs in.
    const admin = await server.request('POST', '/auth/signin', {
      json: { emailId: ADMIN.email, password: ADMIN.password },
      ip: ip(9000),
    });
    expect(admin.status).toBe(200);
    // One alert for the burst (not one per attempt), to the account, without any guessed password.
    await vi.waitFor(() => expect(alerts()).toHaveLength(1));
    const [alert] = alerts();
    expect(alert).toContain(`To: ${ADMIN.email}`);
    expect(alert).not.toMatch(/guess-/);
    expect(alert).not.toContain(ADMIN.password);
    // The next burst window gets its own alert.
    server.clock.advance(15 * 60 + 1);
    for (let i = 0; i < server.config.signinLimitPerAccount; i++) {
      await server.request('POST', '/auth/signin', {
        json: { emailId: ADMIN.email, password: 'x' },
        ip: ip(20_000 + i),
      });
    }
    await vi.waitFor(() => expect(alerts()).toHaveLength(2));
  });
});

eachDialect('public forms: the per-IP limit holds exactly, whatever X-Forwarded-For says', (dialect) => {
  let server: TestServer;
  afterAll(() => server.close());

  it('accepts exactly the limit of 50 parallel submissions from one address with spoofed forwarding headers', async () => {
    server = await startTestServer(dialect);
    const max = server.config.publicFormLimitPerIp;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? server.request('POST', '/api/enquiries', {
              json: { name: 'A', emailId: 'a@example.com', message: 'm', enquiryCategory: 'PAGE' },
              headers: { 'x-forwarded-for': ip(i), 'x-real-ip': ip(i) },
              ip: '198.51.100.4',
            })
          : server.request('POST', '/contacts/submit', {
              json: { name: 'A', email: 'a@example.com', subject: 's', message: 'm' },
              headers: { 'x-forwarded-for': ip(i), forwarded: `for=${ip(i)}` },
              ip: '198.51.100.4',
            }),
      ),
    );
    expect(tally(replies)).toEqual({ 201: max, 429: 50 - max });
    const stored = await server.ctx.db.selectFrom('enquiries').select('ip').execute();
    expect(new Set(stored.map((row) => row.ip))).toEqual(new Set(stored.length ? ['198.51.100.4'] : []));
  });
});

describe('auth: nothing tells whether an email has an account [sqlite]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { signinLimitPerAccount: 1000, signinLimitPerIp: 1000 });
  });
  afterAll(() => server.close());

  const attempt = async (emailId: string, n: number) => {
    const started = performance.now();
    const reply = await server.request('POST', '/auth/signin', {
      json: { emailId, password: 'wrong-guess' },
      ip: ip(n),
    });
    return { reply, ms: performance.now() - started };
  };

  it('answers a wrong password and an unknown email identically', async () => {
    const known = await attempt(ADMIN.email, 1);
    const unknown = await attempt('nobody@example.com', 2);
    expect(known.reply.status).toBe(unknown.reply.status);
    expect(known.reply.raw.equals(unknown.reply.raw)).toBe(true);
    const headerNames = (reply: Reply) => Object.keys(reply.headers).sort();
    expect(headerNames(known.reply)).toEqual(headerNames(unknown.reply));
  });

  it('takes as long for an unknown email as for a known one (medians within 2x)', async () => {
    await attempt('warm-up@example.com', 3);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      known.push((await attempt(ADMIN.email, 100 + i)).ms);
      unknown.push((await attempt(`nobody-${i}@example.com`, 200 + i)).ms);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
    const ratio = median(unknown) / median(known);
    console.info(`[timing] known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
