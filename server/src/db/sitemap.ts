/**
 * The sitemap's reads: how many URLs there are (and the longest), and the URLs of one table in id order, batch by
 * batch. Only URLs on the site's host are read: the sitemaps protocol refuses URLs of other hosts.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from './index.ts';
import { visibleNow } from './publishing.ts';

/** The URL keys (`pageUrlKey`, src/lib/uniqueKeys.ts) of pages on `host` (`example.com` or `example.com:8080`). */
function onHost(key: Expression<string | null>, host: string): Expression<SqlBool> {
  const like = host.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  const origins = ['http', 'https'].map((scheme) => `${scheme}://${like}`);
  return sql<SqlBool>`(${sql.join(
    origins.flatMap((origin) => [
      sql`${key} like ${origin} escape '!'`,
      sql`${key} like ${`${origin}/%`} escape '!'`,
      sql`${key} like ${`${origin}?%`} escape '!'`,
    ]),
    sql` or `,
  )})`;
}

// Rows written around the API (bench seed) have no key: their URL as written is compared.
const postKey = sql<string>`coalesce(${sql.ref('blogs.blogUrlKey')}, ${sql.ref('blogs.blogUrl')})`;
const metaKey = sql<string>`coalesce(${sql.ref('metas.metaUrlKey')}, ${sql.ref('metas.metaUrl')})`;

export interface SitemapCounts {
  posts: number;
  metas: number;
  /** The longest stored URL of each, in characters (0 when there is none). */
  longestPost: number;
  longestMeta: number;
}

/** Visible posts and meta pages on the site's host, counted, with their longest URL. */
export async function countSitemapUrls(db: Db, now: number, host: string): Promise<SitemapCounts> {
  const [posts, metas] = await Promise.all([
    db
      .selectFrom('blogs')
      .where(visibleNow(now))
      .where(onHost(postKey, host))
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.max(sql<number>`length(${eb.ref('blogUrl')})`).as('longest'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('metas')
      .where(onHost(metaKey, host))
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.max(sql<number>`length(${eb.ref('metaUrl')})`).as('longest'),
      ])
      .executeTakeFirst(),
  ]);
  return {
    posts: Number(posts?.n ?? 0),
    metas: Number(metas?.n ?? 0),
    longestPost: Number(posts?.longest ?? 0),
    longestMeta: Number(metas?.longest ?? 0),
  };
}

/**
 * The URLs of visible posts (`blogs`) or of meta pages (`metas`) on `host`, in id order: all of them, or page `page`
 * of `perPage`; read by keyset in batches of `batch`, each batch yielded before the next is read.
 */
export async function* sitemapRows(
  db: Db,
  now: number,
  host: string,
  table: 'blogs' | 'metas',
  page: number | undefined,
  perPage: number,
  batch: number,
): AsyncGenerator<{ url: string; changedDate: number }[]> {
  // Posts are visible ones only; every meta page is listed.
  const posts = () => db.selectFrom('blogs').where(visibleNow(now)).where(onHost(postKey, host));
  const metas = () => db.selectFrom('metas').where(onHost(metaKey, host));
  const urls = (after: number, limit: number) =>
    table === 'blogs'
      ? posts()
          .select(['id', 'blogUrl as url', 'changedDate'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute()
      : metas()
          .select(['id', 'metaUrl as url', 'changedDate'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute();
  let remaining = page === undefined ? Infinity : perPage;
  let after = 0;
  if (page !== undefined && page > 1) {
    const offset = (page - 1) * perPage - 1;
    const start =
      table === 'blogs'
        ? await posts().select('id').orderBy('id').offset(offset).limit(1).executeTakeFirst()
        : await metas().select('id').orderBy('id').offset(offset).limit(1).executeTakeFirst();
    after = start?.id ?? Number.MAX_SAFE_INTEGER;
  }
  while (remaining > 0) {
    const rows = await urls(after, Math.min(batch, remaining));
    if (rows.length === 0) return;
    yield rows;
    remaining -= rows.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
