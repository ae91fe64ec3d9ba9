/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any -- parsed XML is read loosely */
/**
 * The demo site as crawlers and link-preview bots read it, with no script run: the head the server writes for a
 * post and a meta-managed page, 404 for posts that are not visible, robots.txt and the sitemap of the site's own
 * URLs; html-validate checks every server-rendered page.
 */
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { HtmlValidate } from 'html-validate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from '../src/site.ts';
import { addNewsCategory, blogFields, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

const SITE = 'https://www.example.com';
const API = 'http://127.0.0.1:4555';
const HOSTILE = `A <b>bold</b> & "quoted" </title><script>alert(1)</script> title`;

const validator = new HtmlValidate({
  extends: ['html-validate:recommended', 'html-validate:document', 'html-validate:prettier'],
  rules: {
    // The site's own scripts and styles are same-origin: subresource integrity is for other origins' files.
    'require-sri': ['error', { target: 'crossorigin' }],
    // A meta title may hold 200 characters; a long one is the SEO report's `title_too_long`, not invalid HTML.
    'long-title': 'off',
  },
});

async function expectValidHtml(html: string, what: string) {
  const report = await validator.validateString(html);
  const problems = report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`),
  );
  expect(problems, what).toEqual([]);
}

/** The page as a browser parses it (no script runs, nothing loads). */
function parse(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html');
}

const content = (doc: ReturnType<typeof parse>, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content') ?? doc.querySelector(selector)?.getAttribute('href');

describe('the demo site as search engines and link previews read it', () => {
  let api: TestServer;
  let site: FastifyInstance;
  let token: string;
  let image: Buffer;
  const page = (url: string) => site.inject({ method: 'GET', url });

  beforeAll(async () => {
    api = await startTestServer('sqlite', {}, { SITE_URL: `${SITE}/` });
    token = await signIn(api);
    await addNewsCategory(api, token);
    image = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const create = async (blogId: string, extra: Record<string, string>, withImage = false) => {
      const reply = await api.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(
          blogFields(blogId, { blogUrl: `${SITE}/posts/${blogId}`, ...extra }),
          withImage ? { name: 'cover.png', type: 'image/png', bytes: image } : undefined,
        ),
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    };
    await create(
      'hostile-post',
      {
        blogTitle: HOSTILE,
        metaTitle: `Meta ${HOSTILE}`,
        metaDescription: `"><script>alert(2)</script> & more`,
        description: '<p>Body text</p>',
      },
      true,
    );
    await create('plain-post', {});
    await create('a-draft', { status: 'draft' });
    await create('later', { status: 'scheduled', publishAt: new Date(api.clock.now + 3_600_000).toISOString() });
    await create('elsewhere', { blogUrl: 'https://other.example.org/posts/elsewhere' });
    const meta = await api.request('POST', '/meta/createMeta', {
      token,
      json: {
        metaTitle: 'About <the> studio',
        metaDescription: 'Who "we" are',
        pageMeta: 'About',
        metaUrl: `${SITE}/about`,
      },
    });
    expect(meta.status).toBe(201);
    site = await buildSiteServer(api.config, API, api.ctx.db);
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  it("writes a post's head into the HTML it sends: title, description, canonical, OpenGraph, Twitter, JSON-LD", async () => {
    const reply = await page('/posts/hostile-post');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('<script>alert');
    const doc = parse(reply.body);
    expect(doc.title).toBe(`Meta ${HOSTILE}`);
    expect(content(doc, 'meta[name="description"]')).toBe(`"><script>alert(2)</script> & more`);
    expect(content(doc, 'link[rel="canonical"]')).toBe(`${SITE}/posts/hostile-post`);
    expect(content(doc, 'meta[property="og:title"]')).toBe(`Meta ${HOSTILE}`);
    expect(content(doc, 'meta[property="og:description"]')).toBe(`"><script>alert(2)</script> & more`);
    expect(content(doc, 'meta[property="og:url"]')).toBe(`${SITE}/posts/hostile-post`);
    expect(content(doc, 'meta[property="og:type"]')).toBe('article');
    expect(content(doc, 'meta[property="og:site_name"]')).toBe('Northwind Studio');
    expect(doc.querySelectorAll('meta[property="og:site_name"]')).toHaveLength(1);
    const imageUrl = content(doc, 'meta[property="og:image"]');
    expect(imageUrl).toMatch(new RegExp(`^${API}/content/images/blogs/[a-f0-9]{32}\\.png$`));
    expect(content(doc, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(doc, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(doc, 'meta[name="twitter:title"]')).toBe(`Meta ${HOSTILE}`);
    expect(content(doc, 'meta[name="twitter:image"]')).toBe(imageUrl);
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const posting = JSON.parse(scripts[0]?.textContent ?? '');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: HOSTILE,
      url: `${SITE}/posts/hostile-post`,
      image: { url: imageUrl, width: 1200, height: 630 },
      publisher: { '@type': 'Organization', name: 'Northwind Studio' },
    });
    expect(new Date(posting.datePublished).getTime()).toBe(api.clock.now);
    expect(new Date(posting.dateModified).getTime()).toBe(api.clock.now);
    // The page still loads the script that renders the body, and nothing else runs.
    expect(
      [...doc.querySelectorAll('script:not([type="application/ld+json"])')].map((s) => s.getAttribute('src')),
    ).toEqual(['/assets/js/post.js']);
  });

  it('gives a post without an image a plain summary card', async () => {
    const doc = parse((await page('/posts/plain-post')).body);
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary');
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(doc.title).toBe('Meta title');
  });

  it('answers 404 with the site 404 page for unknown, draft and not-yet-due posts', async () => {
    for (const id of ['no-such-post', 'a-draft', 'later', 'Not_A_Slug', 'x'.repeat(51)]) {
      const reply = await page(`/posts/${id}`);
      expect(reply.statusCode, id).toBe(404);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(parse(reply.body).querySelector('h1')?.textContent).toBe('Page not found');
    }
    api.clock.advance(3601);
    expect((await page('/posts/later')).statusCode).toBe(200);
  });

  it('writes the head of a page managed by a meta page, and a canonical URL on the others', async () => {
    const about = parse((await page('/about')).body);
    expect(about.title).toBe('About <the> studio');
    expect(content(about, 'meta[name="description"]')).toBe('Who "we" are');
    expect(content(about, 'link[rel="canonical"]')).toBe(`${SITE}/about`);
    expect(content(about, 'meta[property="og:type"]')).toBe('website');
    const contact = parse((await page('/contact')).body);
    expect(contact.title).toBe('Contact · Northwind Studio');
    expect(content(contact, 'link[rel="canonical"]')).toBe(`${SITE}/contact`);
    expect(content(contact, 'meta[property="og:title"]')).toBe('Contact · Northwind Studio');
  });

  it('sends pages html-validate finds nothing wrong with', async () => {
    for (const url of ['/', '/about', '/contact', '/posts/hostile-post', '/posts/plain-post', '/posts/a-draft', '/x']) {
      await expectValidHtml((await page(url)).body, url);
    }
  });

  it('answers robots.txt naming the sitemap, and a sitemap of the URLs on the site host only', async () => {
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, 'm'));
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = new XMLParser().parse(sitemap.body).urlset.url as { loc: string }[];
    expect(urls.map((u) => u.loc).sort()).toEqual(
      [`${SITE}/about`, `${SITE}/posts/hostile-post`, `${SITE}/posts/later`, `${SITE}/posts/plain-post`].sort(),
    );
    expect((await page('/sitemap.xml?page=2')).statusCode).toBe(404);
  });
});

describe('a sitemap page is capped by size as well as by count', () => {
  let api: TestServer;
  let site: FastifyInstance;
  beforeAll(async () => {
    api = await startTestServer('sqlite', { sitemapMaxBytes: 20_000 }, { SITE_URL: SITE });
    const token = await signIn(api);
    await addNewsCategory(api, token);
    for (let i = 0; i < 5; i++) {
      const blogId = `long-${i}`;
      const reply = await api.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields(blogId, { blogUrl: `${SITE}/posts/${blogId}?${'q=&'.repeat(330)}` })),
      });
      expect(reply.status).toBe(201);
    }
    site = await buildSiteServer(api.config, API, api.ctx.db);
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  it('splits into an index whose pages each stay under the cap, on the site and in the Content API', async () => {
    for (const [get, index] of [
      [(url: string) => site.inject({ method: 'GET', url }).then((r) => r.body), `${SITE}/sitemap.xml`],
      [(url: string) => api.request('GET', url).then((r) => r.raw.toString()), 'http://127.0.0.1'],
    ] as const) {
      const root = await get(index.startsWith(SITE) ? '/sitemap.xml' : '/content/sitemap.xml');
      const pages = [new XMLParser().parse(root).sitemapindex.sitemap].flat().map((s: any) => new URL(s.loc));
      expect(pages.length).toBeGreaterThan(1);
      const locs: string[] = [];
      for (const url of pages) {
        if (index.startsWith(SITE)) expect(url.href.startsWith(`${SITE}/sitemap.xml?page=`)).toBe(true);
        const body = await get(`${url.pathname}${url.search}`);
        expect(Buffer.byteLength(body)).toBeLessThanOrEqual(20_000);
        locs.push(...[new XMLParser().parse(body).urlset.url].flat().map((u: any) => String(u.loc)));
      }
      expect(locs).toHaveLength(5);
    }
  });
});
