/**
 * Every query of the public Content API: only what the website may show (the shapes are src/domain/content.ts).
 */
import { sql, type RawBuilder } from 'kysely';
import {
  excerptOfHead,
  HEAD_CHARS,
  normaliseUrl,
  PUBLIC_POST_COLUMNS,
  toPublicCategory,
  toPublicMeta,
  toPublicPost,
  toPublicPostWithBody,
} from '../../../src/domain/content.ts';
import { excerpt } from '../../../src/lib/excerpt.ts';
import type { Db } from './index.ts';
import { readStamp } from './cache.ts';
import { visibleNow } from './publishing.ts';

const POST_COLUMNS = PUBLIC_POST_COLUMNS.map((column) => `blogs.${column}` as const);

/** Aggregates over every row a visitor may see, and nothing else: drafts and posts scheduled ahead never count. */
const fingerprintQuery = (db: Db, now: number) => {
  const b = (column: string) => sql.ref(`blogs.${column}`);
  const m = (column: string) => sql.ref(`metas.${column}`);
  const c = (column: string) => sql.ref(`categories.${column}`);
  return sql<Record<string, unknown>>`select * from
      (select count(*) as pn, sum(${b('version')}) as pv, sum(${b('id')}) as pi,
          max(${b('changedDate')}) as pc, max(${b('publishedAt')}) as pp
        from ${sql.table('blogs')} where ${visibleNow(now)}) as posts,
      (select count(*) as mn, sum(${m('version')}) as mv, sum(${m('id')}) as mi, max(${m('changedDate')}) as mc
        from ${sql.table('metas')}) as pages,
      (select count(*) as cn, sum(${c('version')}) as cv, sum(${c('id')}) as ci from ${sql.table('categories')}) as names`;
};
const FINGERPRINT_KEYS = ['pn', 'pv', 'pi', 'pc', 'pp', 'mn', 'mv', 'mi', 'mc', 'cn', 'cv', 'ci'] as const;

/** The public content's identity now, and when it changes by itself next (a scheduled post's time; else Infinity). */
export interface ContentFingerprint {
  fingerprint: string;
  /** Visible posts now. */
  visiblePosts: number;
  /** The newest change a visitor can see: a visible post's change or publication, a meta entry's change (epoch ms). */
  lastModified: number;
  nextChangeAt: number;
}

/**
 * A fingerprint of everything the Content API shows, read from the visible rows only (issue 32): their count, summed
 * versions and ids, newest change and newest publication (which moves when a scheduled post's time passes), the same
 * of meta entries and categories (a rename changes a post's category without touching the post). A write a visitor
 * cannot see — a draft, a post scheduled ahead, the trash — changes none of it. It reads every visible row's index
 * entry, so callers keep it until a write or `nextChangeAt` (services/contentState.ts).
 */
export async function contentFingerprint(db: Db, now: number): Promise<ContentFingerprint> {
  const [{ rows }, next] = await Promise.all([fingerprintQuery(db, now).execute(db), nextPublication(db, now)]);
  const row = rows[0] ?? {};
  const number = (key: string) => Number(row[key] ?? 0);
  return {
    fingerprint: FINGERPRINT_KEYS.map((key) => JSON.stringify(row[key] ?? null)).join(':'),
    visiblePosts: number('pn'),
    lastModified: Math.max(number('pc'), number('pp'), number('mc')),
    nextChangeAt: next ?? Infinity,
  };
}

/** The earliest time after `now` at which a scheduled post becomes visible, or undefined (one index seek). */
async function nextPublication(db: Db, now: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('blogs')
    .select('blogs.publishedAt')
    .where('blogs.publishedAt', '>', now)
    .where('blogs.status', '<>', 'draft')
    .orderBy('blogs.publishedAt')
    .limit(1)
    .executeTakeFirst();
  return row?.publishedAt == null ? undefined : Number(row.publishedAt);
}

/**
 * A value that changes whenever the content may have changed, without reading a table: on SQLite the read cache's
 * change count of the tables the fingerprint reads (db/cache.ts: writes through this process and, by
 * `data_version`, through any other), on PostgreSQL the WAL insert position (any write by any instance).
 */
export async function contentWriteMark(db: Db): Promise<string> {
  const stamp = readStamp(db, [fingerprintQuery(db, 0).compile(db)]);
  if (stamp) return `v${stamp.version}`;
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db);
  return `w${rows[0]?.lsn ?? ''}`;
}

/** Visible posts per category name, now. */
export async function visiblePostCounts(db: Db, now: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('blogs')
    .select(['blogs.category', (eb) => eb.fn.countAll<number>().as('n')])
    .where(visibleNow(now))
    .groupBy('blogs.category')
    .execute();
  return new Map(rows.map((row) => [row.category, Number(row.n)]));
}

export interface PostQuery {
  page: number;
  pageSize: number;
  category: string | undefined;
  /** A search: answered by `searchPublicPosts` (`listPublicPosts` does not search). */
  q: string | undefined;
}

/** Sort keys of every `every`-th visible post, newest first: where deep pages of the unfiltered list start. */
export interface Checkpoints {
  every: number;
  keys: { publishedAt: number; id: number }[];
}

/** One pass over the visible posts' index (kept per content fingerprint by the route). */
export async function pageCheckpoints(db: Db, now: number, every: number): Promise<Checkpoints> {
  const b = (column: string) => sql.ref(`blogs.${column}`);
  const { rows } = await sql<{ publishedAt: number; id: number }>`select ${sql.ref('publishedAt')}, ${sql.ref('id')}
    from (select ${b('publishedAt')}, ${b('id')},
            row_number() over (order by ${b('publishedAt')} desc, ${b('id')} desc) as rn
          from ${sql.table('blogs')} where ${visibleNow(now)}) as numbered
    where rn % ${every} = 0 order by rn`.execute(db);
  return { every, keys: rows.map((row) => ({ publishedAt: Number(row.publishedAt), id: Number(row.id) })) };
}

/**
 * Visible posts, newest `publishedAt` first, one page with its total (`knownTotal` skips the count). With
 * `checkpoints` (unfiltered lists only) a deep page seeks to the nearest checkpoint and skips at most `every` rows,
 * instead of walking every row before it.
 */
export async function listPublicPosts(
  db: Db,
  now: number,
  query: PostQuery,
  base: string,
  knownTotal?: number,
  checkpoints?: Checkpoints,
) {
  let where = db.selectFrom('blogs').where(visibleNow(now));
  if (query.category) where = where.where('blogs.category', '=', query.category);
  let offset = (query.page - 1) * query.pageSize;
  let page = where;
  const start = checkpoints && !query.category ? Math.floor(offset / checkpoints.every) : 0;
  const after = start > 0 ? checkpoints?.keys[Math.min(start, checkpoints.keys.length) - 1] : undefined;
  if (after && checkpoints) {
    const skipped = checkpoints.keys.indexOf(after) + 1;
    offset -= skipped * checkpoints.every;
    // The checkpoint is visible, so "visible at its publishedAt" is the same filter with one upper bound, which the
    // index seeks to; two bounds (now and the checkpoint) made SQLite walk from the top again.
    page = db
      .selectFrom('blogs')
      .where(visibleNow(after.publishedAt))
      .where((eb) => eb.or([eb('blogs.publishedAt', '<', after.publishedAt), eb('blogs.id', '<', after.id)]));
  }
  const [counted, rows] = await Promise.all([
    knownTotal !== undefined
      ? { n: knownTotal }
      : where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    page
      .select([...POST_COLUMNS, sql<string>`substr(${sql.ref('blogs.description')}, 1, ${HEAD_CHARS + 1})`.as('head')])
      .orderBy('blogs.publishedAt', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(query.pageSize)
      .offset(offset)
      .execute(),
  ]);
  const texts = await excerptsOf(db, rows);
  const result = rows.map((row, i) => toPublicPost(row, texts[i] ?? '', base));
  return { result, total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The excerpt of each row from its body's head (`head`), reading the whole body only where the head is too short. */
async function excerptsOf(db: Db, rows: readonly { blogId: string; head: string }[]): Promise<string[]> {
  const texts: string[] = [];
  for (const row of rows) {
    let text = excerptOfHead(row.head);
    if (text === undefined) {
      const full = await db
        .selectFrom('blogs')
        .select('description')
        .where('blogId', '=', row.blogId)
        .executeTakeFirst();
      text = excerpt(full?.description ?? '');
    }
    texts.push(text);
  }
  return texts;
}

/** One match of a public search (db/search.ts `findPublicMatches`). */
export interface PublicMatch {
  id: number;
  publishedAt: number;
  category: string;
}

/**
 * One page of a public search: of `matches` (at most PUBLIC_SEARCH_CAP visible posts, read once), those in the
 * category if one is asked, newest `publishedAt` first, with their number; then the page's rows by id. A search thus
 * walks the indexes once and reads the page's rows, whatever the table holds.
 */
export async function searchPublicPosts(
  db: Db,
  query: Omit<PostQuery, 'q'>,
  matches: RawBuilder<PublicMatch>,
  base: string,
) {
  const { rows: found } = await matches.execute(db);
  const sorted = found
    .map((row) => ({ id: Number(row.id), publishedAt: Number(row.publishedAt), category: row.category }))
    .filter((row) => !query.category || row.category === query.category)
    .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
  const start = (query.page - 1) * query.pageSize;
  const ids = sorted.slice(start, start + query.pageSize).map((row) => row.id);
  const rows = ids.length
    ? await db
        .selectFrom('blogs')
        .select([
          'blogs.id',
          ...POST_COLUMNS,
          sql<string>`substr(${sql.ref('blogs.description')}, 1, ${HEAD_CHARS + 1})`.as('head'),
        ])
        .where('blogs.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const page = ids.flatMap((id) => byId.get(id) ?? []);
  const texts = await excerptsOf(db, page);
  const result = page.map((row, i) => toPublicPost(row, texts[i] ?? '', base));
  return { result, total: sorted.length, page: query.page, pageSize: query.pageSize };
}

/** One visible post with its (stored, sanitised) HTML, or undefined: drafts, posts before their time and unknown ids alike. */
export async function getPublicPost(db: Db, now: number, blogId: string, base: string) {
  const row = await db
    .selectFrom('blogs')
    .select([...POST_COLUMNS, 'blogs.description'])
    .where('blogs.blogId', '=', blogId)
    .where(visibleNow(now))
    .executeTakeFirst();
  return row ? toPublicPostWithBody(row, base) : undefined;
}

/** Every category by name, with its number of visible posts from `counts` (visiblePostCounts). */
export async function listPublicCategories(db: Db, counts: ReadonlyMap<string, number>) {
  const rows = await db
    .selectFrom('categories')
    .select(['categories.category', 'categories.categoryUrl', 'categories.categoryDescription'])
    .orderBy(sql`lower(${sql.ref('categories.category')})`)
    .orderBy('categories.id')
    .execute();
  return rows.map((row) => toPublicCategory(row, counts.get(row.category) ?? 0));
}

/** The meta entry for a page URL, matched as `normaliseUrl` says. */
export async function findPublicMeta(db: Db, url: string, base: string) {
  const wanted = normaliseUrl(url);
  if (!wanted) return undefined;
  const parsed = new URL(wanted);
  const path = parsed.pathname === '/' ? '' : parsed.pathname;
  const variants = [`${parsed.origin}${path}${parsed.search}`, `${parsed.origin}${path}/${parsed.search}`];
  const candidates = await db
    .selectFrom('metas')
    .select(['metaTitle', 'metaDescription', 'pageMeta', 'metaUrl', 'image'])
    .where(
      sql<string>`lower(${sql.ref('metaUrl')})`,
      'in',
      variants.map((v) => v.toLowerCase()),
    )
    .orderBy('id')
    .execute();
  const row = candidates.find((candidate) => normaliseUrl(candidate.metaUrl) === wanted);
  return row ? toPublicMeta(row, base) : undefined;
}

/** True when a stored image belongs to a post visible now (blogs) or to any meta entry (meta). */
export async function imageIsPublic(db: Db, now: number, kind: 'blogs' | 'meta', name: string): Promise<boolean> {
  if (kind === 'meta') {
    return !!(await db.selectFrom('metas').select('id').where('image', '=', name).executeTakeFirst());
  }
  return !!(await db
    .selectFrom('blogs')
    .select('id')
    .where('imageUrl', '=', name)
    .where(visibleNow(now))
    .executeTakeFirst());
}

/** The newest visible posts for the feed, with their excerpts. */
export async function newestPosts(db: Db, now: number, count: number, base: string) {
  return (await listPublicPosts(db, now, { page: 1, pageSize: count, category: undefined, q: undefined }, base)).result;
}
