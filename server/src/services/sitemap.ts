/**
 * The sitemap (sitemaps.org 0.9) and the RSS 2.0 feed of the Content API. The sitemap is streamed in keyset batches,
 * so memory stays flat however many posts there are; past `maxUrls` it becomes a sitemap index of pages
 * `/content/sitemap.xml?page=N` (posts first, then meta entries, each page from one table).
 */
import type { Db } from '../db/index.ts';
import { iso } from '../db/errors.ts';
import { visibleNow } from './publishing.ts';

const BATCH = 2000;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/* eslint-disable no-control-regex -- characters XML 1.0 cannot hold at all */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute content for XML. */
export const xml = (value: string) => value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

export interface SitemapPlan {
  posts: number;
  metas: number;
  postPages: number;
  metaPages: number;
  pages: number;
}

/** How many URLs there are and how they split into pages of `maxUrls`. */
export async function planSitemap(db: Db, now: number, maxUrls: number): Promise<SitemapPlan> {
  const [posts, metas] = await Promise.all([
    db
      .selectFrom('blogs')
      .where(visibleNow(now))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('metas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  const p = Number(posts?.n ?? 0);
  const m = Number(metas?.n ?? 0);
  const postPages = Math.ceil(p / maxUrls);
  const metaPages = Math.ceil(m / maxUrls);
  return { posts: p, metas: m, postPages, metaPages, pages: Math.max(1, postPages + metaPages) };
}

/** The index: one `<sitemap>` per page. */
export function sitemapIndex(plan: SitemapPlan, base: string): string {
  const entries = Array.from(
    { length: plan.pages },
    (_, i) => `<sitemap><loc>${xml(`${base}/content/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const urlEntry = (loc: string, lastmod: number) =>
  `<url><loc>${xml(loc)}</loc><lastmod>${iso(lastmod) ?? ''}</lastmod></url>\n`;

/**
 * One `urlset`: every URL when `page` is undefined (no index needed), else page `page` of the plan. Rows come in
 * batches by id (keyset), each batch written before the next is read.
 */
export async function* sitemapUrlset(
  db: Db,
  now: number,
  plan: SitemapPlan,
  maxUrls: number,
  page: number | undefined,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`;
  const wholePosts = page === undefined;
  const postPage = page !== undefined && page <= plan.postPages ? page : undefined;
  const metaPage = page !== undefined && page > plan.postPages ? page - plan.postPages : undefined;
  if (wholePosts || postPage !== undefined) {
    let remaining = wholePosts ? Infinity : maxUrls;
    let after = 0;
    if (postPage !== undefined && postPage > 1) {
      const start = await db
        .selectFrom('blogs')
        .select('id')
        .where(visibleNow(now))
        .orderBy('id')
        .offset((postPage - 1) * maxUrls - 1)
        .limit(1)
        .executeTakeFirst();
      after = start?.id ?? Number.MAX_SAFE_INTEGER;
    }
    while (remaining > 0) {
      const rows = await db
        .selectFrom('blogs')
        .select(['id', 'blogUrl', 'changedDate'])
        .where(visibleNow(now))
        .where('id', '>', after)
        .orderBy('id')
        .limit(Math.min(BATCH, remaining))
        .execute();
      if (rows.length === 0) break;
      let chunk = '';
      for (const row of rows) chunk += urlEntry(row.blogUrl, row.changedDate);
      yield chunk;
      remaining -= rows.length;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }
  if (wholePosts || metaPage !== undefined) {
    let remaining = wholePosts ? Infinity : maxUrls;
    let after = 0;
    if (metaPage !== undefined && metaPage > 1) {
      const start = await db
        .selectFrom('metas')
        .select('id')
        .orderBy('id')
        .offset((metaPage - 1) * maxUrls - 1)
        .limit(1)
        .executeTakeFirst();
      after = start?.id ?? Number.MAX_SAFE_INTEGER;
    }
    while (remaining > 0) {
      const rows = await db
        .selectFrom('metas')
        .select(['id', 'metaUrl', 'changedDate'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(Math.min(BATCH, remaining))
        .execute();
      if (rows.length === 0) break;
      let chunk = '';
      for (const row of rows) chunk += urlEntry(row.metaUrl, row.changedDate);
      yield chunk;
      remaining -= rows.length;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }
  yield '</urlset>\n';
}

interface FeedPost {
  blogTitle: string;
  blogUrl: string;
  excerpt: string;
  publishedAt: string | null;
  changedDate: string | null;
}

/** RSS 2.0 of the given posts (newest first), with an Atom self link as the RSS Advisory Board recommends. */
export function rssFeed(posts: FeedPost[], channel: { title: string; link: string; self: string }): string {
  const date = (value: string | null) => new Date(value ?? 0).toUTCString();
  const newest = posts[0];
  const items = posts.map(
    (post) =>
      `<item><title>${xml(post.blogTitle)}</title><link>${xml(post.blogUrl)}</link>` +
      `<guid isPermaLink="true">${xml(post.blogUrl)}</guid><pubDate>${date(post.publishedAt)}</pubDate>` +
      `<description>${xml(post.excerpt)}</description></item>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n` +
    `<title>${xml(channel.title)}</title>\n<link>${xml(channel.link)}</link>\n` +
    `<description>${xml(`The newest posts of ${channel.title}`)}</description>\n` +
    `<atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>\n` +
    (newest ? `<lastBuildDate>${date(newest.publishedAt)}</lastBuildDate>\n` : '') +
    `${items.join('\n')}\n</channel>\n</rss>\n`
  );
}
