import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntry } from './helpers.ts';

/** `npm run demo-data` (scripts/demo-data.mjs) against a real server on an empty SQLite database. */
describe('demo data', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-demo-'));
  let apiUrl = '';
  let stop = () => {};

  beforeAll(async () => {
    const child = spawn(process.execPath, [serverEntry('main')], {
      env: { ...process.env, DATA_DIR: dataDir, API_PORT: '0', SERVE_PANEL: '0', SERVE_SITE: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stop = () => child.kill('SIGTERM');
    let output = '';
    apiUrl = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const url = /API listening on (\S+)/.exec(output)?.[1];
        if (url) resolve(url);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
  }, 60_000);

  afterAll(() => {
    stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/demo-data.mjs', ...args], {
      // The website the server names (SITE_URL): the posts and pages are made on it, not on a fixed port.
      env: { ...process.env, API_URL: apiUrl, DATA_DIR: dataDir, SITE_URL: 'https://www.northwind.example/' },
      encoding: 'utf8',
    });
  const get = async (route: string) =>
    ((await (await fetch(`${apiUrl}${route}`)).json()) as { result: unknown }).result;

  it('fills an empty panel through the API, trashes a few records and refuses to run twice', async () => {
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Demo data added through .+: 27 records .+, 4 of them moved to the trash\./);

    // Asked without a session: each category counts its visible posts only (issue 32), not the draft or the post
    // scheduled ahead.
    const categories = (await get('/category/listCategories')) as { category: string; blogCount: number }[];
    expect(categories.map((c) => [c.category, c.blogCount])).toEqual([
      ['Engineering and Architecture Deep Dives', 2],
      ['Guides', 0],
      ['News', 1],
      ['Product Updates', 1],
    ]);
    // Published only on the website: the draft, the scheduled post and the trashed post are not there.
    const posts = (await get('/content/posts')) as { blogId: string; blogUrl: string }[];
    for (const post of posts) expect(post.blogUrl).toBe(`https://www.northwind.example/posts/${post.blogId}`);
    const about = (await get(`/content/meta?url=${encodeURIComponent('https://www.northwind.example/about')}`)) as {
      metaTitle: string;
    };
    expect(about.metaTitle).toBe('About us');
    expect(posts.map((p) => p.blogId).sort()).toEqual([
      'hello-world',
      'image-pipeline',
      'migrating-a-content-platform-without-downtime',
      'spring-release-notes',
    ]);

    const second = run();
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/already has 6 blog posts and 4 categories; .+--force/);
  }, 120_000);

  it('says what to do when the API cannot be reached', () => {
    const result = spawnSync(process.execPath, ['scripts/demo-data.mjs'], {
      env: { ...process.env, API_URL: 'http://127.0.0.1:9', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot reach the API at http://127.0.0.1:9. Start it with npm start');
  });
});
