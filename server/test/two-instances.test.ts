/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- tests read JSON replies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, freshPostgresDatabase, passwordToken, sendCode, startTestServer, type TestServer } from './helpers.ts';

// Two API instances behind one load balancer share one PostgreSQL database: sessions, codes and limits follow.
describe.skipIf(!inject('pgUrl'))('two instances on one PostgreSQL database', () => {
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase();
    [one, two] = await Promise.all([
      startTestServer('postgres', { databaseUrl }),
      startTestServer('postgres', { databaseUrl }),
    ]);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('signs in through one and works, then logs out, through the other', async () => {
    const token = await passwordToken(one);
    const { code } = await sendCode(one, token);
    expect(
      (await one.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: code } })).status,
    ).toBe(200);
    expect((await two.request('GET', '/blogs/list', { token })).status).toBe(200);
    const created = await two.request('POST', '/category/addCategory', {
      token,
      json: { category: 'Shared', categoryUrl: '/s', categoryDescription: 'd' },
    });
    expect(created.status).toBe(201);
    expect((await one.request('GET', '/category/listCategories')).body).toMatchObject({
      result: [{ category: 'Shared' }],
    });
    expect((await two.request('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await one.request('GET', '/blogs/list', { token })).status).toBe(401);
  });

  it('holds the resend cooldown and the attempt limit across both', async () => {
    one.clock.advance(31); // past the cooldown of the previous test's code (it is per account)
    two.clock.advance(31);
    const token = await passwordToken(one);
    const { code, reply } = await sendCode(one, token);
    expect(reply.status).toBe(200);
    const resend = await two.request('POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } });
    expect(resend.status).toBe(429);
    expect(resend.body.retryAfterSeconds).toBeGreaterThan(0);
    const wrong = code === '000000' ? '111111' : '000000';
    const replies = [];
    for (let i = 0; i < 5; i++) {
      const server = i % 2 ? two : one;
      replies.push(await server.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: wrong } }));
    }
    expect(replies.map((r) => r.body.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    const right = await two.request('POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: code } });
    expect(right.body).toMatchObject({ result: false, attemptsLeft: 0 });
  });
});
