import { afterAll, beforeAll, expect, it } from 'vitest';
import { eachDialect, signIn, startTestServer, type TestServer } from './helpers.ts';

eachDialect('HTTP behaviour', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
  });
  afterAll(() => server.close());

  it('answers /health with security headers', async () => {
    const reply = await server.request('GET', '/health');
    expect(reply.body).toEqual({ status: 'ok' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
    expect(reply.headers['strict-transport-security']).toBeDefined();
  });

  it('allows CORS only for the panel origin', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/blogs/list',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('http://127.0.0.1:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://localhost:3000',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers bad input with a 4xx JSON message, never a stack trace', async () => {
    const cases = [
      server.request('POST', '/category/addCategory', { token, headers: { 'content-type': 'application/json' } }),
      server.app.inject({
        method: 'POST',
        url: '/category/addCategory',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"category":',
      }),
      server.app.inject({
        method: 'POST',
        url: '/category/addCategory',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/xml' },
        payload: '<a/>',
      }),
      server.app.inject({
        method: 'POST',
        url: '/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ emailId: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      server.app.inject({
        method: 'POST',
        url: '/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: '['.repeat(5000) + ']'.repeat(5000),
      }),
      server.app.inject({
        method: 'POST',
        url: '/blogs/createBlog',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nbroken',
      }),
      server.app.inject({ method: 'GET', url: '/no/such/route' }),
      server.app.inject({
        method: 'GET',
        url: `/blogs/getBlog/${'a'.repeat(500)}`,
        headers: { authorization: `Bearer ${token}` },
      }),
      server.app.inject({ method: 'GET', url: '/category/getCategory/%world' }),
      server.app.inject({
        method: 'POST',
        url: '/contacts/submit',
        headers: { 'content-type': 'application/json; charset=utf-16' },
        payload: '{"name":"a","email":"a@b.co","subject":"s","message":"m"}',
      }),
      server.app.inject({
        method: 'POST',
        url: '/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"admin":true},"emailId":"a@b.co","password":"x"}',
      }),
    ];
    for (const response of await Promise.all(cases)) {
      const status = 'status' in response ? response.status : response.statusCode;
      const body = (
        'body' in response && typeof response.body === 'object' ? response.body : JSON.parse(String(response.body))
      ) as { message?: unknown };
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.message).toBeTypeOf('string');
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i);
    }
  });
});
