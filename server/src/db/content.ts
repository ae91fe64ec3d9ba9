/**
 * Every query of the public Content API: only what the website may show (the shapes are src/domain/content.ts).
 */
import { sql } from 'kysely';
import {
  excerptOfHead,
  postsCursor,
  type PostCursor,
  HEAD_CHARS,
  normaliseUrl,
  PUBLIC_POST_COLUMNS,
  toPublicCategory,
  toPublicMeta,
  toPublicPost,
  toPublicPostWithBody,
} from '../../../src/domain/content.ts';
import { iso } from '../../../src/domain/time.ts';
import { excerpt } from '../../../src/lib/excerpt.ts';
import { categoryNameKey } from '../../../src/lib/uniqueKeys.ts';
import type { Db } from './index.ts';
import { searchAny } from './list.ts';
import { visibleNow } from './publishing.ts';

const POST_COLUMNS = PUBLIC_POST_COLUMNS.map((column) => `blogs.${column}` as const);

/**
 * A fingerprint of everything the Content API shows, from indexes only (no post body is read): row counts, the
 * newest change and the newest id of blogs, metas and categories, the categories' summed versions (a rename changes a
 * post's category without touching the post) and the newest visible `publishedAt`, which moves when a scheduled post's
 * time passes with no write at all; and the summed versions of the rows changed in the newest millisecond, so two
 * writes within one millisecond still differ. A 304 costs this one statement.
 */
export async function contentFingerprint(db: Db, now: number): Promise<string> {
  const b = (column: string) => sql.ref(`blogs.${column}`);
  const { rows } = await sql<Record<string, unknown>>`select
      (select count(*) from ${sql.table('blogs')}) as a,
      (select max(${b('changedDate')}) from ${sql.table('blogs')}) as b,
      (select max(${b('id')}) from ${sql.table('blogs')}) as c,
      (select ${b('publishedAt')} from ${sql.table('blogs')} where ${visibleNow(now)}
        order by ${b('publishedAt')} desc limit 1) as d,
      (select count(*) from ${sql.table('metas')}) as e,
      (select max(${sql.ref('metas.changedDate')}) from ${sql.table('metas')}) as f,
      (select max(${sql.ref('metas.id')}) from ${sql.table('metas')}) as g,
      (select count(*) from ${sql.table('categories')}) as h,
      (select max(${sql.ref('categories.id')}) from ${sql.table('categories')}) as i,
      (select sum(${sql.ref('categories.version')}) from ${sql.table('categories')}) as j,
      (select sum(${b('version')}) from ${sql.table('blogs')}
        where ${b('changedDate')} = (select max(${b('changedDate')}) from ${sql.table('blogs')})) as k,
      (select sum(${sql.ref('metas.version')}) from ${sql.table('metas')}
        where ${sql.ref('metas.changedDate')} = (select max(${sql.ref('metas.changedDate')}) from ${sql.table('metas')})) as l`.execute(
    db,
  );
  const row = rows[0] ?? {};
  return ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']
    .map((key) => JSON.stringify(row[key] ?? null))
    .join(':');
}

/**
 * When what the Content API shows last changed (epoch ms), for `Last-Modified`: the newest activity line (every write
 * of the panel logs one, deletes and restores included), the newest change of a post or meta entry, the newest
 * category, and the newest visible `publishedAt` (a scheduled post going live writes nothing). Each from an index.
 */
export async function lastContentChange(db: Db, now: number): Promise<number | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select
      (select max(${sql.ref('activity.createdAt')}) from ${sql.table('activity')}) as a,
      (select max(${sql.ref('blogs.changedDate')}) from ${sql.table('blogs')}) as b,
      (select max(${sql.ref('metas.changedDate')}) from ${sql.table('metas')}) as c,
      (select max(${sql.ref('categories.createdAt')}) from ${sql.table('categories')}) as d,
      (select ${sql.ref('blogs.publishedAt')} from ${sql.table('blogs')} where ${visibleNow(now)}
        order by ${sql.ref('blogs.publishedAt')} desc limit 1) as e`.execute(db);
  const times = Object.values(rows[0] ?? {})
    .map(Number)
    .filter((value) => Number.isFinite(value) && value > 0);
  return times.length ? Math.max(...times) : undefined;
}

export interface PostQuery {
  page: number;
  pageSize: number;
  /** A category name, matched as names are compared (`categoryNameKey`). */
  category: string | undefined;
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
  const key = query.category === undefined ? undefined : categoryNameKey(query.category);
  const filtered = <Q extends ReturnType<typeof postsOf>>(q: Q) => {
    let out = q;
    // The name as categories compare it: case and look-alikes fold to one key, the category's own name is matched.
    if (key !== undefined) {
      out = out.where('blogs.category', 'in', (eb) =>
        eb.selectFrom('categories').select('categories.category').where('categories.categoryKey', '=', key),
      ) as Q;
    }
    if (query.q) out = out.where(searchAny(['blogTitle', 'metaTitle', 'metaDescription'], query.q)) as Q;
    return out;
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
      postsOf(db, Math.min(seek.publishedAt, now)).where((eb) =>
        eb.or([eb('blogs.publishedAt', '<', seek.publishedAt), eb('blogs.id', '<', seek.id)]),
      ),
    );
  }
  const [counted, rows] = await Promise.all([
    knownTotal !== undefined
      ? { n: knownTotal }
      : where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    page
      .select([
        'blogs.id',
        ...POST_COLUMNS,
        query.withBody
          ? sql<string>`${sql.ref('blogs.description')}`.as('head')
          : sql<string>`substr(${sql.ref('blogs.description')}, 1, ${HEAD_CHARS + 1})`.as('head'),
      ])
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
  const result = query.withBody
    ? shown.map(({ head, ...row }) => toPublicPostWithBody({ ...row, description: head }, base))
    : await excerptsOf(db, shown).then((texts) => shown.map((row, i) => toPublicPost(row, texts[i] ?? '', base)));
  return { result, total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize, nextCursor };
}

/** The visible posts at `at`. */
const postsOf = (db: Db, at: number) => db.selectFrom('blogs').where(visibleNow(at));

/** Where a numbered deep page of the unfiltered list seeks to: the checkpoint before its first row, if any. */
function seekPoint(query: PostQuery, offset: number, checkpoints: Checkpoints | undefined) {
  if (!checkpoints || query.category || query.q) return undefined;
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

/** Every category with the number of posts visible now in it, by name. */
export async function listPublicCategories(db: Db, now: number) {
  const rows = await db
    .selectFrom('categories')
    .select((eb) => [
      'categories.category',
      'categories.categoryUrl',
      'categories.categoryDescription',
      eb
        .selectFrom('blogs')
        .select((b) => b.fn.countAll<number>().as('n'))
        .whereRef('blogs.category', '=', 'categories.category')
        .where(visibleNow(now))
        .as('postCount'),
    ])
    .orderBy(sql`lower(${sql.ref('categories.category')})`)
    .orderBy('categories.id')
    .execute();
  return rows.map((row) => toPublicCategory(row, Number(row.postCount ?? 0)));
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

/**
 * The surrogate key of what a stored image belongs to, when it may be shown: `post-<blogId>` of a post visible now
 * (blogs), `meta` for a meta entry's; undefined for any other name.
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
    excerpt: texts[i] ?? '',
    category: row.category,
    publishedAt: iso(row.publishedAt),
    changedDate: iso(row.changedDate),
  }));
}

/** Posts the export reads per query: at most 100 bodies of up to 200,000 characters are held at once. */
const EXPORT_BATCH = 100;

/**
 * `GET /content/export.ndjson`: every visible post with its body, one JSON object per line, oldest row first. Read by
 * keyset on the primary key in batches, each line yielded before the next batch is read, so memory stays flat
 * however many posts there are and a slow reader holds back the reads.
 */
export async function* exportPosts(db: Db, now: number, base: string): AsyncGenerator<string> {
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
    for (const { id: _id, ...row } of rows) yield `${JSON.stringify(toPublicPostWithBody(row, base))}\n`;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
