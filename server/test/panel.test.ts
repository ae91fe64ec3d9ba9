import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { buildPanelServer } from '../src/panel.ts';
import { PANEL_ROUTE_MODULES } from '../src/panelPreload.ts';

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

  it('serves only what the browser needs: no build record, manifest or other dotfile, however it is spelled', async () => {
    fs.writeFileSync(path.join(dir, '.build-info.json'), '{"demoHint":"secret-hint"}');
    fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"src/app/main.tsx":{"file":"assets/app-secret.js"}}');
    fs.writeFileSync(path.join(dir, 'assets', '.hidden.js'), 'secret');
    fs.writeFileSync(path.join(dir, 'stray.txt'), 'secret');
    for (const url of [
      '/.build-info.json',
      '/.vite/manifest.json',
      '/.vite/',
      '/%2Evite/manifest.json',
      '/%2ebuild-info.json',
      '/assets/../.vite/manifest.json',
      '/assets/%2E%2E/.build-info.json',
      '/assets/.hidden.js',
      '/stray.txt',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const reply = await panel.inject({ method, url });
        expect(reply.body, `${method} ${url}`).not.toMatch(/secret/);
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
        expect(reply.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      }
    }
    // What the browser does need still loads.
    expect((await panel.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await panel.inject({ method: 'GET', url: '/blog/list' })).statusCode).toBe(200);
  });

  it('refuses to start without a built panel', async () => {
    await expect(
      buildPanelServer(loadConfig({ PANEL_DIR: path.join(dir, 'nope'), LOG_LEVEL: 'silent' })),
    ).rejects.toThrow(/not built/);
  });
});

describe("module preload of each page's chunks", () => {
  let dir: string;
  let panel: FastifyInstance;
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="script" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-panel-preload-'));
    fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><title>Panel</title>',
    );
    // The shape of Vite's manifest: the entry, the router app, the shell and two pages sharing a chunk, the entry's
    // own vendor chunk.
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-1.js' },
      '_router.js': { file: 'assets/router-1.js' },
      'src/app/App.tsx': { file: 'assets/App-1.js', imports: ['index.html', '_router.js'] },
      '_shared.js': { file: 'assets/shared-1.js', imports: ['_vendor.js'] },
      '_query.js': { file: 'assets/query-1.js' },
      'src/app/layout/ProtectedRoute.tsx': { file: 'assets/ProtectedRoute-1.js', imports: ['_query.js', '_shared.js'] },
      'src/app/routes/blogs/BlogListRoute.tsx': {
        file: 'assets/BlogListRoute-1.js',
        imports: ['_shared.js', '_query.js'],
      },
      'src/app/routes/auth/SignInRoute.tsx': { file: 'assets/SignInRoute-1.js', imports: ['_shared.js'] },
    };
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    panel = await buildPanelServer(loadConfig({ PANEL_DIR: dir, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await panel.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names the whole chain of a page's lazy chunks in its HTML, once each, after the entry and without its files", async () => {
    const list = (await panel.inject({ method: 'GET', url: '/blog/list?page=3' })).body;
    expect(preloads(list).sort()).toEqual([
      '/assets/App-1.js',
      '/assets/BlogListRoute-1.js',
      '/assets/ProtectedRoute-1.js',
      '/assets/query-1.js',
      '/assets/router-1.js',
      '/assets/shared-1.js',
    ]);
    expect(list.indexOf('rel="preload"')).toBeGreaterThan(list.indexOf('/assets/index-1.js'));
    expect(list.indexOf('rel="preload"')).toBeLessThan(list.indexOf('</head>'));
    // The sign-in steps are shown without the router app: neither it nor the shell is fetched there.
    expect(preloads((await panel.inject({ method: 'GET', url: '/signin' })).body).sort()).toEqual([
      '/assets/SignInRoute-1.js',
      '/assets/shared-1.js',
    ]);
  });

  it('finds a lazily imported module that the build put in a shared chunk by the chunk list written beside the manifest', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-panel-module-chunks-'));
    try {
      fs.mkdirSync(path.join(shared, '.vite'), { recursive: true });
      fs.writeFileSync(path.join(shared, 'index.html'), '<!doctype html><head><title>Panel</title></head>');
      fs.writeFileSync(
        path.join(shared, '.vite', 'manifest.json'),
        JSON.stringify({
          'index.html': { file: 'assets/index-2.js', isEntry: true },
          '_app-2.js': { file: 'assets/app-2.js', imports: ['index.html'] },
          '_shell-2.js': { file: 'assets/shell-2.js', imports: ['_app-2.js'] },
          '_lists-2.js': { file: 'assets/lists-2.js', imports: ['_shell-2.js'] },
        }),
      );
      fs.writeFileSync(
        path.join(shared, '.vite', 'module-chunks.json'),
        JSON.stringify({
          'src/app/main.tsx': 'assets/app-2.js',
          'src/app/App.tsx': 'assets/shell-2.js',
          'src/app/layout/ProtectedRoute.tsx': 'assets/shell-2.js',
          'src/app/routes/blogs/BlogListRoute.tsx': 'assets/lists-2.js',
        }),
      );
      const server = await buildPanelServer(loadConfig({ PANEL_DIR: shared, LOG_LEVEL: 'silent' }));
      try {
        const list = (await server.inject({ method: 'GET', url: '/blog/list' })).body;
        // Each file once, though three of the page's modules are in the shell's one chunk.
        expect(preloads(list)).toEqual(['/assets/app-2.js', '/assets/shell-2.js', '/assets/lists-2.js']);
        expect(preloads((await server.inject({ method: 'GET', url: '/signin' })).body)).toEqual(['/assets/app-2.js']);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(shared, { recursive: true, force: true });
    }
  });

  it("adds only what the build has, and only the router app's chain for a path that is no page", async () => {
    // A page whose own module the build lacks still gets the router app's and the shell's chain.
    expect(preloads((await panel.inject({ method: 'GET', url: '/dashboard' })).body)).toHaveLength(5);
    for (const url of ['/nope', '/blog/list/extra']) {
      expect(preloads((await panel.inject({ method: 'GET', url })).body).sort(), url).toEqual([
        '/assets/App-1.js',
        '/assets/router-1.js',
      ]);
    }
  });

  it("names every page of the panel's router (a new route is preloaded too)", () => {
    const routeTables = ['src/app/router.tsx', ...fs.readdirSync('src/app/routes').map((f) => `src/app/routes/${f}`)]
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => fs.readFileSync(file, 'utf8'));
    // A record type's table names its base path once; defineAdminResource makes its list, create and edit pages.
    const pages = routeTables.flatMap((table) =>
      [...table.matchAll(/path: '([^'*]+)'/g)].flatMap(([, page]) => {
        const at = `/${page!.replace(/:\w+/g, 'x')}`;
        return table.includes('defineAdminResource(') ? [`${at}/list`, `${at}/create`, `${at}/edit/x`] : [at];
      }),
    );
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) {
      expect(
        PANEL_ROUTE_MODULES.some(([pattern]) => pattern.test(page)),
        page,
      ).toBe(true);
    }
  });

  it("lists only modules the panel's router really loads lazily", () => {
    // The entry (main.tsx: the router app), the router (the shell) and the route tables (the pages).
    const routeTables = [
      'src/app/main.tsx',
      'src/app/router.tsx',
      ...fs.readdirSync('src/app/routes').map((file) => `src/app/routes/${file}`),
    ]
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    for (const key of new Set(PANEL_ROUTE_MODULES.flatMap(([, modules]) => modules))) {
      expect(fs.existsSync(key), key).toBe(true);
      const name = path.basename(key, '.tsx');
      expect(routeTables, key).toMatch(new RegExp(`import\\('\\./[\\w/]*${name}'\\)`));
    }
  });
});

describe('the API base written into index.html', () => {
  let dir: string;
  let panel: FastifyInstance;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-panel-meta-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><head><meta name="api-base-url" content="" /><meta name="site-url" content="" />' +
        '<title>Panel</title></head>',
    );
    panel = await buildPanelServer(
      loadConfig({ PANEL_DIR: dir, LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com/"x"/' }),
      'http://127.0.0.1:4555',
    );
  });
  afterAll(async () => {
    await panel.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fills the meta with the API URL on every page the app can start from', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/blog/edit/x?y=1']) {
      const reply = await panel.inject({ method: 'GET', url });
      expect(reply.body, url).toContain('<meta name="api-base-url" content="http://127.0.0.1:4555" />');
      // The connection to the API opens while the page's code downloads.
      expect(reply.body, url).toContain('<link rel="preconnect" href="http://127.0.0.1:4555" crossorigin />');
      // The website (SITE_URL, as stored: serialised, no trailing slash): the blog form proposes post URLs on it.
      expect(reply.body, url).toContain('<meta name="site-url" content="https://www.example.com/%22x%22" />');
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
