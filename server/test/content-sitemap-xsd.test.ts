/**
 * The sitemap as search engines validate it (issue 26): the sitemaps.org schema that the `sitemap` npm package ships
 * (`sitemap.xsd`), checked by xmllint against a single sitemap and against every page of a sitemap index. That package
 * ships no `siteindex.xsd`, so the index is checked as the protocol defines it: a `sitemapindex` root in the sitemaps
 * namespace whose `sitemap` entries hold `loc` and `lastmod` of the same types as a URL's, which sitemap.xsd checks once
 * the entries are renamed. Without xmllint (Debian: libxml2-utils) the suite is skipped, loudly.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFields, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

const XMLLINT = spawnSync('sh', ['-c', 'command -v xmllint']).stdout?.toString().trim() || undefined;
if (!XMLLINT) {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! xmllint not found (Debian: libxml2-utils): the sitemap XSD check is SKIPPED.\n${line}\n`);
}
const XSD = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json')),
  'schema/sitemap.xsd',
);

describe.skipIf(!XMLLINT)('the sitemap against the sitemaps.org XSD', () => {
  let server: TestServer;
  let dir: string;

  /** xmllint's verdict on `xml` against sitemap.xsd: '' when valid, else its complaints. */
  const lint = (xml: string, name: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, xml);
    const result = spawnSync(XMLLINT!, ['--noout', '--nonet', '--schema', XSD, file], { encoding: 'utf8' });
    return result.status === 0 ? '' : result.stderr;
  };
  const get = async (url: string) => {
    const reply = await server.request('GET', url);
    expect(reply.status, url).toBe(200);
    return reply.raw.toString('utf8');
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-xsd-'));
    // The posts are on the website's host: the sitemap lists only those (the protocol refuses other hosts).
    const env = { SITEMAP_MAX_URLS: '3', CONTENT_LIMIT_PER_IP: '100000', SITE_URL: 'https://example.com' };
    server = await startTestServer('sqlite', {}, env);
    const token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/news', categoryDescription: 'd' },
    });
    // URLs with the characters XML gives meaning to, and one with non-ASCII text.
    const urls = [
      'https://example.com/blog/a?x=1&y=2',
      "https://example.com/blog/it's",
      'https://example.com/blog/caf%C3%A9',
      'https://example.com/blog/plain',
      'https://example.com/blog/last',
    ];
    for (const [i, blogUrl] of urls.entries()) {
      const reply = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields(`post-${i}`, { blogUrl })),
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({
        metaTitle: 'About',
        metaUrl: 'https://example.com/about?ref=a&b=c',
        pageMeta: 'About us',
        metaDescription: 'About the company',
      }),
    });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('validates every page of the index, and the index itself as the protocol defines it', async () => {
    const index = await get('/content/sitemap.xml');
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const pages = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const asUrlset = index
      .replace(/<sitemapindex /, '<urlset ')
      .replace(/<\/sitemapindex>/, '</urlset>')
      .replace(/<sitemap>/g, '<url>')
      .replace(/<\/sitemap>/g, '</url>');
    expect(lint(asUrlset, 'index.xml')).toBe('');
    let urls = 0;
    for (const [i, page] of pages.entries()) {
      const xml = await get(new URL(page).pathname + new URL(page).search);
      expect(lint(xml, `page-${i}.xml`)).toBe('');
      urls += (xml.match(/<url>/g) ?? []).length;
    }
    expect(urls).toBe(6);
  });

  it('refuses what the schema refuses: the check is not a formality', () => {
    const bad =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>x</lastmod></url></urlset>';
    expect(lint(bad, 'bad.xml')).toMatch(/lastmod|loc/);
  });
});
