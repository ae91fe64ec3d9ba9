/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment -- tests read JSON loosely */
/**
 * The public search answers what its rule says (src/domain/content.ts `publicSearchMatches`, the visibility rule, the
 * cap, the list's order, the category as names are compared), however the server finds it: checked against the rule
 * applied to every stored post, on posts whose publication order differs from their creation order, with ties,
 * drafts, scheduled and unpublished posts. Its matches are kept per content state: asked again (another page, a
 * category) it reads no full-text index, and anything visible that changes is in the next answer.
 */
import type { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { PUBLIC_SEARCH_CAP, publicSearchMatches } from '../../src/domain/content.ts';
import { isVisible } from '../../src/domain/publishing.ts';
import { bodyTextOf } from '../../src/lib/fullText.ts';
import { categoryNameKey } from '../../src/lib/uniqueKeys.ts';
import {
  blogFields,
  eachDialect,
  insertCategories,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const POSTS = 240;
const MINUTE = 60_000;
const WORDS = ['alpha', 'beta', 'gamma'];

eachDialect('public search', (dialect) => {
  let server: TestServer;
  let token: string;
  const get = (url: string) => server.request('GET', url, { ip: '198.51.100.30' });
  async function statementsOf(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
    const spy = vi.spyOn(server.ctx.db.getExecutor(), 'executeQuery');
    try {
      await work();
      return spy.mock.calls.map((call) => call[0]);
    } finally {
      spy.mockRestore();
    }
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, {}, { CONTENT_LIMIT_PER_IP: '1000000' });
    token = await signIn(server);
    const now = server.clock.now;
    const start = now - 200 * MINUTE;
    await insertCategories(server.ctx.db, ['News', 'Guides'], (i) => ({ createdAt: start + i }));
    await server.ctx.db
      .insertInto('blogs')
      .values(
        Array.from({ length: POSTS }, (_, i) => {
          const words = WORDS.filter((_, w) => i % (w + 2) === 0).join(' ');
          const description = `<p>Shared text ${words} and word${i}.</p>`;
          const draft = i % 11 === 3;
          const scheduled = i % 13 === 5;
          return {
            ...blogFields(`post-${i}`, { blogTitle: `Post number ${i}`, description }),
            metaDescription: i % 7 === 0 ? `Meta of Post Number ${i}` : 'Other meta',
            category: i % 3 === 0 ? 'News' : 'Guides',
            bodyText: bodyTextOf(description),
            createdDate: start + i,
            changedDate: start + i,
            // Publication order is not creation order, and many posts share a publication time.
            publishedAt: draft ? null : scheduled ? now + 60 * MINUTE : start + ((i * 37) % 97) * MINUTE,
            status: draft ? 'draft' : scheduled ? 'scheduled' : 'published',
            publishAt: scheduled ? now + 60 * MINUTE : null,
            unpublishAt: i % 17 === 6 ? now - MINUTE : i % 17 === 7 ? now + MINUTE : null,
            imageUrl: null,
            version: 1,
          };
        }),
      )
      .execute();
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  /** The rule applied to every stored post: the blogIds of one page, and the total. */
  async function expected(q: string, category: string | undefined, page: number, pageSize: number) {
    const rows = await server.ctx.db.selectFrom('blogs').selectAll().execute();
    const matches = rows
      .filter((row) => isVisible(row, server.clock.now) && publicSearchMatches(row, q))
      .sort((a, b) => b.id - a.id)
      .slice(0, PUBLIC_SEARCH_CAP)
      .filter((row) => category === undefined || categoryNameKey(row.category) === categoryNameKey(category))
      .sort((a, b) => Number(b.publishedAt) - Number(a.publishedAt) || b.id - a.id);
    const first = (page - 1) * pageSize;
    return { ids: matches.slice(first, first + pageSize).map((row) => row.blogId), total: matches.length };
  }

  const url = (q: string, category: string | undefined, page: number, pageSize: number) =>
    `/content/posts?q=${encodeURIComponent(q)}&page=${page}&pageSize=${pageSize}` +
    (category === undefined ? '' : `&category=${encodeURIComponent(category)}`);

  it('answers what the rule says: visible matches, newest first, ties by id, in a category as names compare', async () => {
    const searches = ['alpha', 'beta gamma', 'number 1', 'post number 12', 'meta of post', 'word120', 'shared', 'zzz'];
    let compared = 0;
    for (const q of searches) {
      for (const category of [undefined, 'NEWS', 'guides', 'Nope']) {
        for (const [page, pageSize] of [
          [1, 24],
          [2, 24],
          [3, 7],
          [1, 100],
        ] as const) {
          const reply = await get(url(q, category, page, pageSize));
          expect(reply.status, url(q, category, page, pageSize)).toBe(200);
          const want = await expected(q, category, page, pageSize);
          const seen = { ids: reply.body.result.map((post: any) => post.blogId), total: reply.body.total };
          expect(seen, url(q, category, page, pageSize)).toEqual(want);
          compared += want.ids.length;
        }
      }
    }
    // The searches above do find posts: the comparison is not one of empty pages.
    expect(compared).toBeGreaterThan(500);
  });

  it('reads no full-text index when the same search is asked again, for another page or a category', async () => {
    // The statements that read a post's full-text or trigram index. (On PostgreSQL the content fingerprint is read
    // again a second after the last read, and its own `like`, on an image's renditions, is not a search.)
    const matchQuery = (query: CompiledQuery) =>
      dialect === 'sqlite'
        ? /blogs_fts|blogs_trigram/.test(query.sql)
        : /@@|lower\("blogs"\."\w+"\) like/i.test(query.sql);
    const first = await statementsOf(() => get(url('gamma', undefined, 1, 24)));
    expect(first.filter(matchQuery).length).toBeGreaterThan(0);
    // More than a second later, as on a loaded machine (the fingerprint's recheck on PostgreSQL): still no index read.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const [category, page] of [
      [undefined, 2],
      ['News', 1],
      ['Guides', 2],
    ] as const) {
      const again = await statementsOf(() => get(url('gamma', category, page, 5)));
      expect(again.filter(matchQuery), `${category} ${page}`).toEqual([]);
    }
  });

  it.runIf(dialect === 'sqlite')('reads the posts table for the page only, not per match', async () => {
    await get(url('alpha', undefined, 1, 5)); // the content state's visible posts, read once
    const ran = await statementsOf(() => get(url('beta', undefined, 1, 5)));
    const posts = ran.filter((query) => /"blogs"/.test(query.sql));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.sql).toMatch(/"blogs"\."id" in \(\?, \?, \?, \?, \?\)/);
  });

  it('follows what is visible: a post published, then trashed, is in the next answer, then is not', async () => {
    const search = async () =>
      (await get(url('zebra', undefined, 1, 24))).body.result.map((post: any) => post.blogId) as string[];
    expect(await search()).toEqual([]);
    const form = blogFields('zebra-post', { description: '<p>A zebra</p>', category: 'News' });
    expect((await server.request('POST', '/blogs/createBlog', { token, form: multipart(form) })).status).toBe(201);
    expect(await search()).toEqual(['zebra-post']);
    expect((await server.request('DELETE', '/blogs/deleteBlog/zebra-post', { token })).status).toBe(200);
    expect(await search()).toEqual([]);
  });

  it('follows the clock: a scheduled post is found once its time comes, an unpublished one no longer', async () => {
    const ids = async () =>
      (await get(url('shared', undefined, 1, 100))).body.result.map((post: any) => post.blogId) as string[];
    const before = await ids();
    expect(before).toContain('post-7'); // unpublishAt a minute ahead
    expect(before).not.toContain('post-5'); // scheduled an hour ahead
    server.clock.advance(61 * 60);
    const after = await ids();
    expect(after).not.toContain('post-7');
    expect(after).toContain('post-5');
    expect({ ids: after, total: (await get(url('shared', undefined, 1, 100))).body.total }).toEqual(
      await expected('shared', undefined, 1, 100),
    );
  });
});
