/**
 * The admin plugin (server/src/app.ts): one onRequest hook requires a full session for every route registered in
 * it, before the body is read; the public plugin's routes need none (or their own pre-code rule).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordToken, startTestServer, type TestServer } from './helpers.ts';

describe('public and admin plugins', () => {
  let server: TestServer;
  let pending: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    pending = await passwordToken(server);
  });
  afterAll(() => server.close());

  it('answers 401 to an admin call without a full session before reading its body', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/category/addCategory',
      headers: { 'content-type': 'application/json' },
      payload: '{"category": ',
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toEqual({ message: 'Authentication required' });
    const invalid = await server.request('POST', '/category/addCategory', { token: pending, json: {} });
    expect(invalid).toMatchObject({ status: 401, body: { message: 'Verify the sign-in code first' } });
    for (const [method, url] of [
      ['GET', '/blogs/list'],
      ['GET', '/meta/getMeta/1'],
      ['DELETE', '/contacts/deleteContact/1'],
      ['GET', '/api/enquiries/list'],
      ['GET', '/activity/list'],
      ['GET', '/dashboard/summary'],
      ['GET', '/auth/me'],
      ['GET', '/seo/report'],
    ] as const) {
      expect((await server.request(method, url)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps public routes open and their validation in the contract’s words', async () => {
    expect((await server.request('GET', '/category/listCategories')).status).toBe(200);
    const bad = await server.request('POST', '/contacts/submit', { json: { name: ' ', email: 'nope' } });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        message: 'Please fix the highlighted fields',
        errors: {
          name: 'name is required',
          email: 'email must be a valid email address',
          subject: 'subject is required',
          message: 'message is required',
        },
      },
    });
    // The sign-in code accepts a pre-code session (its own rule, not the admin plugin's).
    const code = await server.request('POST', '/otp/sendOtp', { token: pending, json: { email: 'admin@example.com' } });
    expect(code.status).toBe(200);
  });
});
