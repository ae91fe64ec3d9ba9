/**
 * The sitemap (sitemaps.org 0.9) and the RSS 2.0 feed of the Content API. The sitemap is streamed in keyset batches,
 * so memory stays flat however many posts there are; past `maxUrls` URLs (or 50 MB) it becomes a sitemap index of
 * pages `/content/sitemap.xml?page=N` (posts first, then meta pages, each page from one table). It lists only the
 * pages on the site's host (`SITE_URL`).
 */
import { serializePageUrl } from '../../../src/contract/url.ts';
import { iso } from '../../../src/domain/time.ts';
import { escapeHtml } from '../../../src/lib/html.ts';
import type { Db } from '../db/index.ts';
import { countSitemapUrls, sitemapRows } from '../db/sitemap.ts';

// Rows per query, and text per piece yielded: what one reader of the sitemap holds at a time is one batch of rows
// and one piece, however slowly it reads.
const BATCH = 500;
const PIECE_CHARS = 16 * 1024;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/* eslint-disable no-control-regex -- characters XML 1.0 cannot hold at all */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute content for XML. */
export const xml = (value: string) => value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** sitemaps.org's cap on one sitemap file, uncompressed: 50 MB (52,428,800 bytes). */
export const SITEMAP_MAX_BYTES = 52_428_800;
/**
 * The most bytes one stored URL character can take in a `<loc>`: a non-ASCII character of a URL stored before URLs
 * were serialised becomes three percent-escapes (9 bytes); `&` and `'` become `&amp;` and `&apos;` (5 and 6).
 */
const BYTES_PER_URL_CHARACTER = 9;
/** Room for what serialising adds besides escapes: a trailing slash, an IDN host's ASCII form. */
const URL_SLACK = 64;

export interface SitemapPlan {
  posts: number;
  metas: number;
  /** URLs per page: `maxUrls`, or fewer when that many of the longest URL could pass `maxBytes`. */
  perPage: number;
  /** One urlset holds every URL (no index). */
  single: boolean;
  postPages: number;
  metaPages: number;
  pages: number;
}

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`;
const FOOT = '</urlset>\n';

/**
 * How many URLs on the site's `host` there are and how they split into pages: at most `maxUrls` per page, and at most
 * `maxBytes` per page however long the URLs are (bounded by the longest stored URL, so no page can pass it).
 */
export async function planSitemap(
  db: Db,
  now: number,
  maxUrls: number,
  host: string,
  maxBytes = SITEMAP_MAX_BYTES,
): Promise<SitemapPlan> {
  const { posts, metas, longestPost, longestMeta } = await countSitemapUrls(db, now, host);
  const entry = urlEntry('', 0).length + URL_SLACK + BYTES_PER_URL_CHARACTER * Math.max(longestPost, longestMeta);
  const perPage = Math.max(1, Math.min(maxUrls, Math.floor((maxBytes - HEAD.length - FOOT.length) / entry)));
  const postPages = Math.ceil(posts / perPage);
  const metaPages = Math.ceil(metas / perPage);
  return {
    posts,
    metas,
    perPage,
    single: posts + metas <= perPage,
    postPages,
    metaPages,
    pages: Math.max(1, postPages + metaPages),
  };
}

/** The index of the Content API's sitemap: one `<sitemap>` per page. */
export const sitemapIndex = (plan: SitemapPlan, base: string) => indexAt(plan, `${base}/content/sitemap.xml`);

/** An index whose pages are `<url>?page=N`. */
function indexAt(plan: SitemapPlan, url: string): string {
  const entries = Array.from(
    { length: plan.pages },
    (_, i) => `<sitemap><loc>${xml(`${url}?page=${i + 1}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

function urlEntry(loc: string, lastmod: number) {
  return `<url><loc>${xml(loc)}</loc><lastmod>${iso(lastmod) ?? ''}</lastmod></url>\n`;
}

/**
 * One `urlset`: every URL when `page` is undefined (no index needed), else page `page` of the plan. Rows come in
 * batches by id (keyset), in pieces of about 16 kB, each batch written before the next is read. Each URL goes out as a
 * valid URI (a URL stored before URLs were serialised is serialised here; one that is not an http(s) URL is left out).
 */
export async function* sitemapUrlset(
  db: Db,
  now: number,
  host: string,
  plan: SitemapPlan,
  page: number | undefined,
): AsyncGenerator<string> {
  yield HEAD;
  const whole = page === undefined;
  const postPage = page !== undefined && page <= plan.postPages ? page : undefined;
  const metaPage = page !== undefined && page > plan.postPages ? page - plan.postPages : undefined;
  for (const [table, part] of [
    ['blogs', postPage],
    ['metas', metaPage],
  ] as const) {
    if (!whole && part === undefined) continue;
    for await (const rows of sitemapRows(db, now, host, table, whole ? undefined : part, plan.perPage, BATCH)) {
      let chunk = '';
      for (const row of rows) {
        const loc = serializePageUrl(row.url);
        if (loc) chunk += urlEntry(loc, row.changedDate);
        if (chunk.length >= PIECE_CHARS) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
  }
  yield FOOT;
}

/** What the feed shows of a post; `guid` is id-based, so a post whose URL changes is not announced again. */
export interface FeedPost {
  guid: string;
  blogTitle: string;
  blogUrl: string;
  excerpt: string;
  category: string | null;
  publishedAt: string | null;
  changedDate: string | null;
}

/**
 * A sitemap of the URLs on `host` as one answer: the whole urlset, the index (pages at `indexUrl?page=N`) when there
 * is more than one page and no `page` is asked for, that page's urlset, or undefined for a page that does not exist.
 */
export async function sitemapAnswer(
  db: Db,
  now: number,
  options: { host: string; maxUrls: number; maxBytes: number; page: number | undefined; indexUrl: string },
): Promise<string | AsyncGenerator<string> | undefined> {
  const { host, page } = options;
  const plan = await planSitemap(db, now, options.maxUrls, host, options.maxBytes);
  if (page !== undefined && (plan.single ? page > 1 : page > plan.pages)) return undefined;
  if (!plan.single && page === undefined) return indexAt(plan, options.indexUrl);
  return sitemapUrlset(db, now, host, plan, plan.single ? undefined : page);
}

/** RFC 822 date of ISO text (RSS 2.0's date format). */
const rfc822 = (value: string | null) => new Date(value ?? 0).toUTCString();
const latest = (...values: (string | null)[]) =>
  values.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

/**
 * RSS 2.0 of the given posts (newest first), with an Atom self link as the RSS Advisory Board recommends. Titles and
 * excerpts are plain text, and readers treat an item's `title` and `description` as HTML: each is escaped for HTML,
 * then for XML, so a post whose text reads `<img onerror=…>` shows those characters instead of running them.
 * `lastBuildDate` is the newest change or publication among the items, so it moves when a post in the feed changes.
 */
export function rssFeed(posts: FeedPost[], channel: { title: string; link: string; self: string }): string {
  const text = (value: string) => xml(escapeHtml(value));
  const built = latest(...posts.flatMap((post) => [post.publishedAt, post.changedDate]));
  const items = posts.map((post) => {
    const link = serializePageUrl(post.blogUrl);
    return (
      `<item><title>${text(post.blogTitle)}</title>${link ? `<link>${xml(link)}</link>` : ''}` +
      `<guid isPermaLink="false">${xml(post.guid)}</guid><pubDate>${rfc822(post.publishedAt)}</pubDate>` +
      (post.category ? `<category>${xml(post.category)}</category>` : '') +
      `<description>${text(post.excerpt)}</description></item>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n` +
    `<title>${text(channel.title)}</title>\n<link>${xml(serializePageUrl(channel.link) ?? channel.link)}</link>\n` +
    `<description>${text(`The newest posts of ${channel.title}`)}</description>\n` +
    `<atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>\n` +
    (built ? `<lastBuildDate>${rfc822(built)}</lastBuildDate>\n` : '') +
    `${items.join('\n')}\n</channel>\n</rss>\n`
  );
}
