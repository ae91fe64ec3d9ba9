/**
 * The Content API's worked example (docs/content-api.md#a-static-site-from-one-script) builds a site from a real
 * server: every visible post gets its page with its SEO head, drafts stay out, and an unchanged API means no rebuild.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../docs/examples/static-site.mjs';
import { addNewsCategory, blogFields, signIn, startTestServer, type TestServer } from './helpers.ts';

describe('the static-site example', () => {
  let server: TestServer;
  let token: string;
  let outDir: string;
  /** The example's `fetch`, answered by the server in-process. */
  const fetch = async (url: URL, init: { headers?: Record<string, string> } = {}) => {
    const reply = await server.app.inject({ method: 'GET', url: url.pathname + url.search, headers: init.headers });
    return new Response(reply.statusCode === 304 ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: reply.headers as Record<string, string>,
    });
  };
  const build = (key?: string) => buildSite({ apiUrl: 'http://api.test', outDir, fetch, key });
  const create = async (blogId: string, extra: Record<string, string> = {}) => {
    const reply = await server.request('POST', '/blogs/createBlog', { token, json: blogFields(blogId, extra) });
    expect(reply.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    token = await signIn(server);
    await addNewsCategory(server, token);
    outDir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('writes a page per visible post and an index, and rebuilds only after a change', async () => {
    await create('first-post', { metaTitle: 'First & best' });
    await create('hidden-draft', { status: 'draft' });
    expect(await build()).toBe(1);
    expect(readdirSync(path.join(outDir, 'posts'))).toEqual(['first-post.html']);
    const page = readFileSync(path.join(outDir, 'posts', 'first-post.html'), 'utf8');
    expect(page).toContain('<title>First &amp; best</title>');
    expect(page).toMatch(/<link rel="canonical" href="https?:\/\//);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('href="posts/first-post.html"');

    expect(await build()).toBeNull();
    await create('second-post');
    expect(await build()).toBe(2);
  });

  it('reads with a key when given one, and stops at a refused key', async () => {
    const made = await server.request('POST', '/contentKeys/create', { token, json: { name: 'Build' } });
    const { key } = (made.body as { result: { key: string } }).result;
    rmSync(outDir, { recursive: true, force: true });
    expect(await build(key)).toBe(2);
    rmSync(outDir, { recursive: true, force: true });
    await expect(build('cak_not-a-key')).rejects.toThrow(/HTTP 401/);
  });

  it('is the script the README shows', () => {
    const file = readFileSync('docs/examples/static-site.mjs', 'utf8');
    const body = file
      .slice(file.indexOf('export async function buildSite'), file.indexOf('if (process.argv[1]'))
      .trim();
    expect(readFileSync('README.md', 'utf8')).toContain(body);
  });
});
