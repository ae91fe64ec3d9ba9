/**
 * The feed as feed readers take it (issue 26): parsed by rss-parser, as a reader library does, from posts whose text
 * holds markup. What was typed as text must reach the reader as text, whatever it looks like.
 */
import Parser from 'rss-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html.ts';
import {
  categoryUrlOf,
  blogFields,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const HOSTILE_TEXT = 'Type <img src=x onerror=alert(1)> here & "there"';
/** How the editor stores that text: as text, its markup characters escaped. */
const HOSTILE_BODY = `<p>${escapeHtml(HOSTILE_TEXT)}</p>`;

eachDialect('feed for readers', (dialect) => {
  let server: TestServer;
  let token: string;
  const parser = new Parser({ customFields: { feed: ['lastBuildDate'] } });
  const feed = async () => {
    const reply = await server.request('GET', '/content/feed.xml');
    expect(reply.status).toBe(200);
    return { xml: reply.raw.toString(), parsed: await parser.parseString(reply.raw.toString()) };
  };
  const create = async (blogId: string, extra: Record<string, string> = {}) => {
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, extra)),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, {}, { CONTENT_LIMIT_PER_IP: '100000', FEED_TITLE: 'Tom & <Jerry>' });
    token = await signIn(server);
    for (const category of ['News & <Views>', 'News']) {
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category, categoryUrl: categoryUrlOf(category), categoryDescription: 'd' },
      });
    }
    await create('hostile', {
      blogTitle: 'A <script>alert(1)</script> title',
      description: HOSTILE_BODY,
      category: 'News & <Views>',
    });
    server.clock.advance(1);
    await create('plain');
  });
  afterAll(() => server.close());

  it('hands readers the text of titles and excerpts, never markup they would run', async () => {
    const { xml, parsed } = await feed();
    const item = parsed.items.find((entry) => entry.title?.includes('title'));
    expect(item).toBeDefined();
    // Readers treat a description and a title as HTML: what they get is the text, escaped for HTML.
    expect(item?.content).toBe(escapeHtml(HOSTILE_TEXT));
    expect(item?.title).toBe(escapeHtml('A <script>alert(1)</script> title'));
    expect(item?.categories).toEqual(['News & <Views>']);
    expect(parsed.title).toBe(escapeHtml('Tom & <Jerry>'));
    expect(xml).not.toMatch(/<img|<script|onerror=alert\(1\)>/i);
  });

  it('gives every post an id-based guid that a new URL does not change', async () => {
    const before = (await feed()).parsed.items;
    const guids = before.map((item) => item.guid);
    expect(new Set(guids).size).toBe(guids.length);
    expect((await feed()).xml).toContain('<guid isPermaLink="false">');
    for (const guid of guids) expect(guid).not.toMatch(/^https?:/);
    const reply = await server.request('PUT', '/blogs/updateBlog/plain', {
      token,
      form: multipart({ blogUrl: 'https://example.com/blog/moved' }),
    });
    expect(reply.status).toBe(200);
    const after = (await feed()).parsed.items;
    const moved = after.find((item) => item.link === 'https://example.com/blog/moved');
    expect(moved?.guid).toBe(before.find((item) => item.link === 'https://example.com/blog/plain')?.guid);
  });

  it('moves lastBuildDate when a visible post changes', async () => {
    const first = (await feed()).parsed as unknown as { lastBuildDate: string };
    server.clock.advance(120);
    const reply = await server.request('PUT', '/blogs/updateBlog/hostile', {
      token,
      form: multipart({ metaTitle: 'Edited' }),
    });
    expect(reply.status).toBe(200);
    const second = (await feed()).parsed as unknown as { lastBuildDate: string };
    expect(new Date(second.lastBuildDate).getTime()).toBeGreaterThan(new Date(first.lastBuildDate).getTime());
    expect(new Date(second.lastBuildDate).getTime()).toBe(Math.floor(server.clock.now / 1000) * 1000);
  });
});
