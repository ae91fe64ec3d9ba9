import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { buildPanelServer } from '../src/panel.ts';

describe('the panel server', () => {
  let dir: string;
  let panel: FastifyInstance;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-panel-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Panel</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    panel = await buildPanelServer(loadConfig({ PANEL_DIR: dir, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await panel.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('falls back to index.html for client routes, uncached', async () => {
    for (const url of ['/', '/blog/list', '/meta/list', '/verify-otp?x=1']) {
      const reply = await panel.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body).toContain('<title>Panel</title>');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets as immutable, and 404 for missing ones', async () => {
    const asset = await panel.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await panel.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await panel.inject({ method: 'GET', url: '/assets/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
    expect((await panel.inject({ method: 'POST', url: '/blog/list' })).statusCode).toBe(404);
  });

  it('refuses to start without a built panel', async () => {
    await expect(
      buildPanelServer(loadConfig({ PANEL_DIR: path.join(dir, 'nope'), LOG_LEVEL: 'silent' })),
    ).rejects.toThrow(/not built/);
  });
});

describe('the API base written into index.html', () => {
  let dir: string;
  let panel: FastifyInstance;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-panel-meta-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><head><meta name="api-base-url" content="" /><title>Panel</title></head>',
    );
    panel = await buildPanelServer(loadConfig({ PANEL_DIR: dir, LOG_LEVEL: 'silent' }), 'http://127.0.0.1:4555');
  });
  afterAll(async () => {
    await panel.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fills the meta with the API URL on every page the app can start from', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/blog/edit/x?y=1']) {
      const reply = await panel.inject({ method: 'GET', url });
      expect(reply.body, url).toContain('<meta name="api-base-url" content="http://127.0.0.1:4555" />');
    }
  });

  /** The CSP header as directive -> sorted sources. */
  const csp = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name, sources.sort()]),
    ) as Record<string, string[]>;

  it('limits requests, images, frames, forms and <base> to the panel, the API origin and the video players', async () => {
    const policy = csp((await panel.inject({ method: 'GET', url: '/blog/list' })).headers['content-security-policy']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4555']);
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'data:', 'http://127.0.0.1:4555']);
    expect(policy['frame-src']).toEqual([
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
    ]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('takes the API origin of API_PUBLIC_URL (scheme, host and port only)', async () => {
    const other = await buildPanelServer(
      loadConfig({ PANEL_DIR: dir, LOG_LEVEL: 'silent', API_PUBLIC_URL: 'https://api.example.com:8443/v1/' }),
      'http://127.0.0.1:4555',
    );
    const policy = csp((await other.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com:8443']);
    expect(policy['img-src']).toContain('https://api.example.com:8443');
    expect(policy['img-src']).not.toContain('http://127.0.0.1:4555');
    await other.close();
  });

  it('adds the origins of PANEL_IMAGE_ORIGINS to img-src only, and refuses anything that is not an origin', async () => {
    const other = await buildPanelServer(
      loadConfig({
        PANEL_DIR: dir,
        LOG_LEVEL: 'silent',
        PANEL_IMAGE_ORIGINS: 'https://cdn.example.com, https://img.example.org/',
      }),
      'http://127.0.0.1:4555',
    );
    const policy = csp((await other.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://cdn.example.com', 'https://img.example.org']));
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4555']);
    await other.close();
    for (const bad of ['*', 'https:', 'https://cdn.example.com/path', "'unsafe-inline'", 'javascript:alert(1)']) {
      expect(() => loadConfig({ PANEL_IMAGE_ORIGINS: bad }), bad).toThrow(/PANEL_IMAGE_ORIGINS/);
    }
  });

  it('prefers API_PUBLIC_URL and escapes it', async () => {
    const other = await buildPanelServer(
      loadConfig({ PANEL_DIR: dir, LOG_LEVEL: 'silent', API_PUBLIC_URL: 'https://api.example.com/"x"/' }),
      'http://127.0.0.1:4555',
    );
    const reply = await other.inject({ method: 'GET', url: '/' });
    expect(reply.body).toContain('content="https://api.example.com/&quot;x&quot;"');
    await other.close();
  });
});

describe('pre-compressed assets', () => {
  let dir: string;
  let panel: FastifyInstance;
  const js = 'console.log("a fairly long line of JavaScript");\n'.repeat(100);
  beforeAll(async () => {
    const zlib = await import('node:zlib');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-panel-br-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Panel</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'app-1.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dir, 'assets', 'app-1.js.gz'), zlib.gzipSync(js));
    panel = await buildPanelServer(loadConfig({ PANEL_DIR: dir, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await panel.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli or gzip file to browsers that accept it, and the plain file otherwise', async () => {
    const br = await panel.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(js.length / 5);
    const gz = await panel.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await panel.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(plain.headers['content-type']).toContain('javascript');
  });
});
