/** The sitemap's reads: how many URLs there are, and the URLs of one table in id order, batch by batch. */
import type { Db } from './index.ts';
import { visibleNow } from './publishing.ts';

/** Visible posts and meta entries, counted. */
export async function countSitemapUrls(db: Db, now: number): Promise<{ posts: number; metas: number }> {
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
  return { posts: Number(posts?.n ?? 0), metas: Number(metas?.n ?? 0) };
}

/**
 * The URLs of visible posts (`blogs`) or of meta entries (`metas`) in id order: all of them, or page `page` of
 * `maxUrls`; read by keyset in batches of `batch`, each batch yielded before the next is read.
 */
export async function* sitemapRows(
  db: Db,
  now: number,
  table: 'blogs' | 'metas',
  page: number | undefined,
  maxUrls: number,
  batch: number,
): AsyncGenerator<{ url: string; changedDate: number }[]> {
  // Posts are visible ones only; every meta entry is listed.
  const urls = (after: number, limit: number) =>
    table === 'blogs'
      ? db
          .selectFrom('blogs')
          .where(visibleNow(now))
          .select(['id', 'blogUrl as url', 'changedDate'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute()
      : db
          .selectFrom('metas')
          .select(['id', 'metaUrl as url', 'changedDate'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute();
  let remaining = page === undefined ? Infinity : maxUrls;
  let after = 0;
  if (page !== undefined && page > 1) {
    const offset = (page - 1) * maxUrls - 1;
    const start =
      table === 'blogs'
        ? await db
            .selectFrom('blogs')
            .where(visibleNow(now))
            .select('id')
            .orderBy('id')
            .offset(offset)
            .limit(1)
            .executeTakeFirst()
        : await db.selectFrom('metas').select('id').orderBy('id').offset(offset).limit(1).executeTakeFirst();
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
