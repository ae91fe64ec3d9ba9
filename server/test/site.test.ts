import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { buildSiteServer, renderSiteHtml } from '../src/site.ts';
import { addNewsCategory, blogFields, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

describe('the demo site server', () => {
  let site: FastifyInstance;
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer('sqlite');
    const token = await signIn(api);
    await addNewsCategory(api, token);
    await api.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields('hello-world')) });
    site = await buildSiteServer(loadConfig({ LOG_LEVEL: 'silent' }), 'http://127.0.0.1:4555', api.ctx.db);
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  it('serves each page with the API URL in its head (meta, feed and sitemap links), uncached', async () => {
    for (const url of ['/', '/posts/hello-world', '/about', '/contact']) {
      const reply = await site.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      const head = reply.body.slice(0, reply.body.indexOf('</head>'));
      expect(head).toContain('<meta name="api-base-url" content="http://127.0.0.1:4555" />');
      expect(head).toMatch(
        /<link\s+rel="alternate"\s+type="application\/rss\+xml"[^>]*href="http:\/\/127\.0\.0\.1:4555\/content\/feed\.xml"/,
      );
      expect(head).toContain('href="http://127.0.0.1:4555/content/sitemap.xml"');
      expect(head).not.toContain('127.0.0.1:3001');
    }
  });

  it('sends a CSP that runs only its own scripts and lets them call only the API', async () => {
    const csp = (await site.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4555");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves scripts and styles, answers 404 with a page for unknown paths, and refuses writes', async () => {
    const script = await site.inject({ method: 'GET', url: '/assets/js/forms.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('no-cache');
    const missing = await site.inject({ method: 'GET', url: '/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    expect((await site.inject({ method: 'GET', url: '/assets/../../package.json' })).statusCode).toBe(404);
    expect((await site.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
  });

  it('prefers API_PUBLIC_URL and escapes it', () => {
    const html =
      '<head><meta name="api-base-url" content="http://127.0.0.1:3001" /></head><p>http://127.0.0.1:3001</p>';
    expect(renderSiteHtml(html, 'https://api.example.com/"x"')).toBe(
      '<head><meta name="api-base-url" content="https://api.example.com/&quot;x&quot;" /></head><p>http://127.0.0.1:3001</p>',
    );
  });

  it('refuses to start without the site folder', async () => {
    await expect(
      buildSiteServer(
        loadConfig({ SITE_DIR: '/nonexistent-site', LOG_LEVEL: 'silent' }),
        'http://127.0.0.1:1',
        api.ctx.db,
      ),
    ).rejects.toThrow(/demo site is missing/);
  });
});

describe('settings', () => {
  it('SITE_PORT defaults to 3002; SERVE_SITE follows SERVE_PANEL unless set', () => {
    expect(loadConfig({}).sitePort).toBe(3002);
    expect(loadConfig({}).serveSite).toBe(true);
    expect(loadConfig({ SERVE_PANEL: '0' }).serveSite).toBe(false);
    expect(loadConfig({ SERVE_PANEL: '0', SERVE_SITE: '1' }).serveSite).toBe(true);
    expect(loadConfig({ SERVE_SITE: '0' }).serveSite).toBe(false);
    expect(loadConfig({ SITE_PORT: '4000' }).siteOrigins).toEqual(['http://127.0.0.1:4000', 'http://localhost:4000']);
  });
});

describe('CORS for the website forms', () => {
  let server: TestServer;
  const site = 'http://127.0.0.1:3002';
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server.close();
  });

  const preflight = (url: string, origin: string, method = 'POST') =>
    server.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
    });

  it('lets the site origin post enquiries and contact messages', async () => {
    for (const url of ['/api/enquiries', '/contacts/submit']) {
      const reply = await preflight(url, site);
      expect(reply.headers['access-control-allow-origin'], url).toBe(site);
      expect(String(reply.headers['access-control-allow-methods'])).toContain('POST');
    }
    const posted = await server.app.inject({
      method: 'POST',
      url: '/contacts/submit',
      headers: { origin: site, 'content-type': 'application/json' },
      payload: { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.headers['access-control-allow-origin']).toBe(site);
  });

  it('keeps every other call to the panel origin only', async () => {
    for (const url of ['/blogs/list', '/api/enquiries/list', '/auth/signin', '/contacts/updateStatus/1']) {
      const reply = await preflight(url, site, url.startsWith('/auth') ? 'POST' : 'GET');
      expect(reply.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    const panel = await preflight('/blogs/list', 'http://127.0.0.1:3000', 'GET');
    expect(panel.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const stranger = await preflight('/api/enquiries', 'https://evil.example.com');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
