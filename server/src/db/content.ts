/**
 * Every query of the public Content API: only what the website may show (the shapes are src/domain/content.ts).
 */
import { sql, type SqlBool } from 'kysely';
import {
  excerptOfHead,
  postsCursor,
  type PostCursor,
  HEAD_CHARS,
  normaliseUrl,
  PUBLIC_ASSET_COLUMNS,
  PUBLIC_POST_COLUMNS,
  publicImageOf,
  type PublicPostRow,
  toPublicCategory,
  toPublicMeta,
  toPublicPost,
  toPublicPostWithBody,
} from '../../../src/domain/content.ts';
import { iso } from '../../../src/domain/time.ts';
import { excerpt } from '../../../src/lib/excerpt.ts';
import { categoryNameKey } from '../../../src/lib/uniqueKeys.ts';
import type { PublicImage } from '../../../src/contract/index.ts';
import type { Db } from './index.ts';
import { readStamp } from './cache.ts';
import { visibleNow, visibleSince } from './publishing.ts';
import type { VisiblePosts } from './publicSearch.ts';

const POST_COLUMNS = PUBLIC_POST_COLUMNS.map((column) => `blogs.${column}` as const);

/** Aggregates over every row a visitor may see, and nothing else: drafts and posts scheduled ahead never count. */
const fingerprintQuery = (db: Db, now: number) => {
  const b = (column: string) => sql.ref(`blogs.${column}`);
  const m = (column: string) => sql.ref(`metas.${column}`);
  const c = (column: string) => sql.ref(`categories.${column}`);
  const a = (column: string) => sql.ref(`assets.${column}`);
  // The assets a visible post or a meta page uses, as their answers show them: an edit bumps the version; finished
  // renditions (which bump nothing) change the size, the renditions' length, or how many crops are at their focal point.
  const used = sql`${a('id')} in (select ${b('imageId')} from ${sql.table('blogs')} where ${visibleNow(now)})
      or ${a('id')} in (select ${m('imageId')} from ${sql.table('metas')})`;
  return sql<Record<string, unknown>>`select * from
      (select count(*) as pn, sum(${b('version')}) as pv, sum(${b('id')}) as pi,
          max(${b('changedDate')}) as pc, max(${b('publishedAt')}) as pp
        from ${sql.table('blogs')} where ${visibleNow(now)}) as posts,
      (select count(*) as mn, sum(${m('version')}) as mv, sum(${m('id')}) as mi, max(${m('changedDate')}) as mc
        from ${sql.table('metas')}) as pages,
      (select count(*) as cn, sum(${c('version')}) as cv, sum(${c('id')}) as ci from ${sql.table('categories')}) as names,
      (select count(*) as an, sum(${a('version')}) as av, sum(${a('id')}) as ai,
          sum(${a('width')} + ${a('height')}) as aw, sum(length(${a('renditions')})) as ar,
          sum(case when ${a('renditions')} like '%"focal":[' || ${a('focalX')} || ',' || ${a('focalY')} || ']%'
            then 1 else 0 end) as af
        from ${sql.table('assets')} where ${used}) as images`;
};
const FINGERPRINT_KEYS = [
  ...['pn', 'pv', 'pi', 'pc', 'pp', 'mn', 'mv', 'mi', 'mc', 'cn', 'cv', 'ci'],
  ...['an', 'av', 'ai', 'aw', 'ar', 'af'],
] as const;

/** The public content's identity now, and when it changes by itself next (a scheduled post's time; else Infinity). */
export interface ContentFingerprint {
  fingerprint: string;
  /** Visible posts now. */
  visiblePosts: number;
  /** The newest change a visitor can see: a visible post's change or publication, a meta page's change (epoch ms). */
  lastModified: number;
  nextChangeAt: number;
}

/**
 * A fingerprint of everything the Content API shows, read from the visible rows only (issue 32): their count, summed
 * versions and ids, newest change and newest publication (which moves when a scheduled post's time passes), the same
 * of meta pages and categories (a rename changes a post's category without touching the post). A write a visitor
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

/**
 * The earliest time after `now` at which a scheduled post becomes visible or a visible one is unpublished, or
 * undefined.
 */
async function nextPublication(db: Db, now: number): Promise<number | undefined> {
  const [published, unpublished] = await Promise.all([
    db
      .selectFrom('blogs')
      .select('blogs.publishedAt')
      .where('blogs.publishedAt', '>', now)
      .where('blogs.status', '<>', 'draft')
      .orderBy('blogs.publishedAt')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('blogs')
      .select((eb) => eb.fn.min('blogs.unpublishAt').as('at'))
      .where('blogs.unpublishAt', '>', now)
      .where('blogs.status', '<>', 'draft')
      .executeTakeFirst(),
  ]);
  const times = [published?.publishedAt, unpublished?.at].filter((at) => at != null).map(Number);
  return times.length ? Math.min(...times) : undefined;
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
  /** A category name, matched as names are compared (`categoryNameKey`). */
  category: string | undefined;
  /** A search: answered by `searchPublicPosts` (`listPublicPosts` does not search). */
  q: string | undefined;
  /** The position after which the page starts (`after`: publishedAt and id of the previous page's last post). */
  after?: PostCursor;
  /** `include=description`: each post with its body. */
  withBody?: boolean;
}
/** Sort keys of every `every`-th visible post, newest first: where deep pages of the unfiltered list start. */
export interface Checkpoints {
  every: number;
  keys: { publishedAt: number; id: number }[];
}

/**
 * One pass over the visible posts' index, or a category's (kept per content fingerprint and category by the route).
 * `category` as a client names it; an unknown category has no checkpoints.
 */
export async function pageCheckpoints(db: Db, now: number, every: number, category?: string): Promise<Checkpoints> {
  const name = category === undefined ? undefined : await categoryNameOf(db, category);
  if (name === null) return { every, keys: [] };
  const b = (column: string) => sql.ref(`blogs.${column}`);
  const inCategory = name === undefined ? sql`` : sql` and ${b('category')} = ${name}`;
  const { rows } = await sql<{ publishedAt: number; id: number }>`select ${sql.ref('publishedAt')}, ${sql.ref('id')}
    from (select ${b('publishedAt')}, ${b('id')},
            row_number() over (order by ${b('publishedAt')} desc, ${b('id')} desc) as rn
          from ${sql.table('blogs')} where ${visibleNow(now)}${inCategory}) as numbered
    where rn % ${every} = 0 order by rn`.execute(db);
  return { every, keys: rows.map((row) => ({ publishedAt: Number(row.publishedAt), id: Number(row.id) })) };
}

/**
 * A category's stored name from a name as a client spells it (case and look-alikes fold to one key,
 * `categoryNameKey`); null when no category has it.
 */
async function categoryNameOf(db: Db, category: string): Promise<string | null> {
  const found = await db
    .selectFrom('categories')
    .select('categories.category')
    .where('categories.categoryKey', '=', categoryNameKey(category))
    .executeTakeFirst();
  return found?.category ?? null;
}

/**
 * Visible posts, newest `publishedAt` first, one page with its total (`knownTotal` skips the count). With
 * `checkpoints` (of the whole list, or of the page's category) a deep page seeks to the nearest checkpoint and skips
 * at most `every` rows, instead of walking every row before it.
 */
export async function listPublicPosts(
  db: Db,
  now: number,
  query: PostQuery,
  base: ContentBase,
  knownTotal?: number,
  checkpoints?: Checkpoints,
) {
  // The category's own name, looked up first, so the page is one `category = ?` walk of the (category, publishedAt,
  // id) index in order (an `in (subquery)` made SQLite sort every post of the category for each page).
  const name = query.category === undefined ? undefined : await categoryNameOf(db, query.category);
  const filtered = <Q extends ReturnType<typeof postsOf>>(q: Q) => {
    if (name === undefined) return q;
    return (name === null ? q.where(sql<SqlBool>`1 = 0`) : q.where('blogs.category', '=', name)) as Q;
  };
  const where = filtered(postsOf(db, now));
  let offset = (query.page - 1) * query.pageSize;
  let page = where;
  const seek = query.after ?? seekPoint(query, offset, checkpoints);
  if (seek) {
    if (!query.after && checkpoints) offset -= (checkpoints.keys.indexOf(seek) + 1) * checkpoints.every;
    if (query.after) offset = 0;
    // A visible post at the seek point is visible at its publishedAt, so "visible then" is the same filter with one
    // upper bound, which the index seeks to (two bounds, now and the point, made SQLite walk from the top again). A
    // cursor names any time it likes: never later than now, or it would show posts scheduled ahead.
    page = filtered(
      postsOf(db, Math.min(seek.publishedAt, now), now).where((eb) =>
        eb.or([eb('blogs.publishedAt', '<', seek.publishedAt), eb('blogs.id', '<', seek.id)]),
      ),
    );
  }
  const [counted, rows] = await Promise.all([
    knownTotal !== undefined
      ? { n: knownTotal }
      : where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    page
      .select(pageColumns(query.withBody))
      .orderBy('blogs.publishedAt', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(query.pageSize + 1)
      .offset(offset)
      .execute(),
  ]);
  const more = rows.length > query.pageSize;
  const shown = more ? rows.slice(0, query.pageSize) : rows;
  const last = shown.at(-1);
  const nextCursor = more && last ? postsCursor({ publishedAt: Number(last.publishedAt), id: last.id }) : null;
  const result = await publicPage(db, shown, query.withBody, base);
  return { result, total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize, nextCursor };
}

/**
 * Where absolute URLs start: `api`, the API's public URL (image URLs too, under `/content/images`), or with `files`
 * another place for image files (a CDN in front of the bucket). A string is the API's URL alone.
 */
export type ContentBase = string | { api: string; files: string };
const apiOf = (base: ContentBase) => (typeof base === 'string' ? base : base.api);
const filesOf = (base: ContentBase) => (typeof base === 'string' ? `${base}/content/images` : base.files);

/**
 * The public `image` of each asset id among `ids`, in one query however many rows a page has. `files` is where image
 * files are named (publicImageOf).
 */
export async function publicImages(
  db: Db,
  ids: readonly (number | null | undefined)[],
  files: string,
): Promise<Map<number, PublicImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('assets').select(PUBLIC_ASSET_COLUMNS).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, publicImageOf(row, files)]));
}

/** `rows` with their `image` (null without a library image, or when its asset is gone). */
async function withImages<R extends { imageId: number | null }>(db: Db, rows: R[], files: string) {
  const images = await publicImages(
    db,
    rows.map((row) => row.imageId),
    files,
  );
  return rows.map((row) => ({ ...row, image: (row.imageId != null && images.get(row.imageId)) || null }));
}

type PageRow = PublicPostRow & { head: string };

/** A page's rows as the API answers them: with their images (one query), and bodies or excerpts. */
async function publicPage(db: Db, rows: PageRow[], withBody: boolean | undefined, base: ContentBase) {
  const shown = await withImages(db, rows, filesOf(base));
  if (withBody)
    return shown.map(({ head, ...row }) => toPublicPostWithBody({ ...row, description: head }, apiOf(base)));
  const texts = await excerptsOf(db, shown);
  return shown.map((row, i) => toPublicPost(row, texts[i] ?? '', apiOf(base)));
}

/** A page's columns: the public ones, and `head`: the whole body with `include=description`, else its start. */
const pageColumns = (withBody: boolean | undefined) =>
  [
    'blogs.id',
    ...POST_COLUMNS,
    withBody
      ? sql<string>`${sql.ref('blogs.description')}`.as('head')
      : sql<string>`substr(${sql.ref('blogs.description')}, 1, ${HEAD_CHARS + 1})`.as('head'),
  ] as const;

/** The posts published by `at` and still visible `now` (by default: the visible posts now). */
const postsOf = (db: Db, at: number, now = at) =>
  db.selectFrom('blogs').where(at === now ? visibleNow(now) : visibleSince(at, now));

/** Where a numbered deep page seeks to: the checkpoint before its first row, if any (checkpoints of its list). */
function seekPoint(query: PostQuery, offset: number, checkpoints: Checkpoints | undefined) {
  if (!checkpoints || query.q) return undefined;
  const start = Math.floor(offset / checkpoints.every);
  return start > 0 ? checkpoints.keys[Math.min(start, checkpoints.keys.length) - 1] : undefined;
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

/**
 * One page of a public search: `matches` are the search's ranks among `visible` (db/publicSearch.ts: at most
 * PUBLIC_SEARCH_CAP visible posts, in the category if one is asked, newest `publishedAt` first), so the page is a
 * slice of them; then the page's rows by id. A search thus reads the page's rows, whatever the table holds.
 */
export async function searchPublicPosts(
  db: Db,
  query: Omit<PostQuery, 'q' | 'category'>,
  matches: Uint32Array,
  visible: VisiblePosts,
  base: ContentBase,
) {
  const start = (query.page - 1) * query.pageSize;
  const ids = Array.from(matches.subarray(start, start + query.pageSize), (rank) => visible.ids[rank] as number);
  const rows = ids.length
    ? await db.selectFrom('blogs').select(pageColumns(query.withBody)).where('blogs.id', 'in', ids).execute()
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const page = ids.flatMap((id) => byId.get(id) ?? []);
  const result = await publicPage(db, page, query.withBody, base);
  return { result, total: matches.length, page: query.page, pageSize: query.pageSize, nextCursor: null };
}

/** One visible post with its (stored, sanitised) HTML, or undefined: drafts, posts before their time and unknown ids alike. */
export async function getPublicPost(db: Db, now: number, blogId: string, base: ContentBase) {
  const row = await db
    .selectFrom('blogs')
    .select([...POST_COLUMNS, 'blogs.description'])
    .where('blogs.blogId', '=', blogId)
    .where(visibleNow(now))
    .executeTakeFirst();
  if (!row) return undefined;
  const [shown] = await withImages(db, [row], filesOf(base));
  return toPublicPostWithBody(shown ?? row, apiOf(base));
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

/** The meta page for a page URL, matched as `normaliseUrl` says. */
export async function findPublicMeta(db: Db, url: string, base: ContentBase) {
  const wanted = normaliseUrl(url);
  if (!wanted) return undefined;
  const parsed = new URL(wanted);
  const path = parsed.pathname === '/' ? '' : parsed.pathname;
  const variants = [`${parsed.origin}${path}${parsed.search}`, `${parsed.origin}${path}/${parsed.search}`];
  const candidates = await db
    .selectFrom('metas')
    .select(['metaTitle', 'metaDescription', 'pageMeta', 'metaUrl', 'image', 'imageId'])
    .where(
      sql<string>`lower(${sql.ref('metaUrl')})`,
      'in',
      variants.map((v) => v.toLowerCase()),
    )
    .orderBy('id')
    .execute();
  const row = candidates.find((candidate) => normaliseUrl(candidate.metaUrl) === wanted);
  if (!row) return undefined;
  const [shown] = await withImages(db, [row], filesOf(base));
  return toPublicMeta(row, apiOf(base), shown?.image ?? null);
}

/**
 * The surrogate key of what a stored image belongs to, when it may be shown: `post-<blogId>` of a post visible now
 * (blogs), `meta` for a meta page's; undefined for any other name.
 */
export async function imageIsPublic(
  db: Db,
  now: number,
  kind: 'blogs' | 'meta',
  name: string,
): Promise<string | undefined> {
  if (kind === 'meta') {
    const row = await db.selectFrom('metas').select('id').where('image', '=', name).executeTakeFirst();
    return row ? 'meta' : undefined;
  }
  const row = await db
    .selectFrom('blogs')
    .select('blogId')
    .where('imageUrl', '=', name)
    .where(visibleNow(now))
    .executeTakeFirst();
  return row ? `post-${row.blogId}` : undefined;
}

/**
 * The newest visible posts for the feed, with their excerpts. A post's `guid` is its row id with its creation time:
 * it stays when the post's URL or blogId changes, and a post deleted for ever and written again is a new item.
 */
export async function newestPosts(db: Db, now: number, count: number) {
  const rows = await db
    .selectFrom('blogs')
    .where(visibleNow(now))
    .select([
      'blogs.id',
      'blogs.createdDate',
      ...POST_COLUMNS,
      sql<string>`substr(${sql.ref('blogs.description')}, 1, ${HEAD_CHARS + 1})`.as('head'),
    ])
    .orderBy('blogs.publishedAt', 'desc')
    .orderBy('blogs.id', 'desc')
    .limit(count)
    .execute();
  const texts = await excerptsOf(db, rows);
  return rows.map((row, i) => ({
    guid: `post-${row.id}-${Number(row.createdDate).toString(36)}`,
    blogTitle: row.blogTitle,
    blogUrl: row.blogUrl,
    // The editor's excerpt when there is one, as the posts' answers give it (src/domain/content.ts).
    excerpt: row.excerptOverride || (texts[i] ?? ''),
    category: row.category,
    publishedAt: iso(row.publishedAt),
    changedDate: iso(row.changedDate),
  }));
}

/** Posts the export reads per query: at most 100 bodies of up to 200,000 characters are held at once. */
const EXPORT_BATCH = 100;
/** Characters of NDJSON handed on at a time: a batch's lines go out in pieces of about this size. */
const EXPORT_PIECE_CHARS = 16 * 1024;

/**
 * `GET /content/export.ndjson`: every visible post with its body, one JSON object per line, oldest row first. Read by
 * keyset on the primary key in batches; each batch is turned into text at once (its rows are garbage before the
 * next turn of the event loop) and handed on in pieces of about 16 kB, the next batch read only when the client has
 * taken them, so memory stays flat however many posts there are and a slow reader holds back the reads.
 */
export async function* exportPosts(db: Db, now: number, base: ContentBase): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('blogs')
      .select(['blogs.id', ...POST_COLUMNS, 'blogs.description'])
      .where(visibleNow(now))
      .where('blogs.id', '>', after)
      .orderBy('blogs.id')
      .limit(EXPORT_BATCH)
      .execute();
    const pieces: string[] = [];
    let piece = '';
    for (const { id: _id, ...row } of await withImages(db, rows, filesOf(base))) {
      piece += `${JSON.stringify(toPublicPostWithBody(row, apiOf(base)))}\n`;
      if (piece.length >= EXPORT_PIECE_CHARS) {
        pieces.push(piece);
        piece = '';
      }
    }
    if (piece) pieces.push(piece);
    const more = rows.length === EXPORT_BATCH;
    after = rows.at(-1)?.id ?? after;
    rows.length = 0; // the rows are garbage while their text waits for the client
    yield* pieces;
    if (!more) return;
  }
}
