/**
 * The public search (`GET /content/posts?q=`; src/domain/content.ts `publicSearchMatches` is its rule): the
 * PUBLIC_SEARCH_CAP most recently created matching posts visible now (highest ids), then in the list's order (newest
 * `publishedAt` first). The cap counts visible posts only, so unpublished work never moves what a search answers
 * (issue 32).
 *
 * A request's cost is bounded by the indexes, never by the table: the visible posts are read once per content
 * fingerprint into `VisiblePosts` (a few bytes per post: id, list position, category), so a search asks the full-text
 * indexes for row ids only and checks visibility, order and category in memory, instead of reading a posts row per
 * match (whose visibility columns sit after the body, on its overflow pages when the body is long).
 * - SQLite: `q` of 3 to 20 characters (`isPublicSubstring`) as one phrase in the trigram index, and every word of `q`
 *   (at most 8) as a whole word in blogs_fts (not a prefix: a prefix query merges the lists of every word it starts),
 *   each read by row id, highest first, until `cap` visible posts.
 * - PostgreSQL: the words through the GIN index, the substring by LIKE walking the primary key down (no trigram index
 *   there: a rare substring reads every row once, in the database's process, not the API's), visibility in the query.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { isPublicSubstring, searchWords } from '../../../src/lib/fullText.ts';
import { categoryNameKey } from '../../../src/lib/uniqueKeys.ts';
import type { Db, Dialect } from './index.ts';
import { searchAny } from './list.ts';
import { visibleNow, visibleSince } from './publishing.ts';
import { BLOG_DOCUMENT_PG, BLOG_SUBSTRING_FIELDS } from './search.ts';

/**
 * The posts visible at one time, in the list's order (`publishedAt` desc, id desc): a post's rank is its place there.
 * Typed arrays, so 100,000 posts take about 2 MB and no garbage collection walks them.
 */
export class VisiblePosts {
  /** Ids in ascending order, and the rank of each: `rankOf` is a binary search. */
  private readonly sortedIds: Float64Array;
  private readonly rankOfSorted: Uint32Array;

  constructor(
    /** The id at each rank. */
    readonly ids: Float64Array,
    /** The category (an index into `categoryKeys`) at each rank. */
    private readonly categories: Uint32Array,
    /** Each category name's key as names are compared (`categoryNameKey`). */
    private readonly categoryKeys: readonly string[],
  ) {
    const order = Uint32Array.from(ids.keys()).sort((a, b) => (ids[a] as number) - (ids[b] as number));
    this.sortedIds = Float64Array.from(order, (rank) => ids[rank] as number);
    this.rankOfSorted = order;
  }

  get size(): number {
    return this.ids.length;
  }

  /** The rank of a visible post, or -1 for any other id. */
  rankOf(id: number): number {
    const ids = this.sortedIds;
    let low = 0;
    let high = ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = ids[middle] as number;
      if (at === id) return this.rankOfSorted[middle] as number;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Whether the post at `rank` is in the category a client names `category` (case and look-alikes folded). */
  inCategory(rank: number, key: string): boolean {
    return this.categoryKeys[this.categories[rank] as number] === key;
  }
}

/** Visible posts read per query while `VisiblePosts` is built. */
const LOAD_BATCH = 20_000;

/**
 * The posts visible at `now`: one walk of the `blogs_published` index in the list's order, by keyset in batches, with
 * a turn of the event loop between batches.
 */
export async function loadVisiblePosts(db: Db, now: number): Promise<VisiblePosts> {
  const ids: number[] = [];
  const categories: number[] = [];
  const categoryIndex = new Map<string, number>();
  const categoryKeys: string[] = [];
  let seek: { publishedAt: number; id: number } | undefined;
  for (;;) {
    const from = seek;
    const where = from
      ? db
          .selectFrom('blogs')
          .where(visibleSince(Math.min(from.publishedAt, now), now))
          .where((eb) => eb.or([eb('blogs.publishedAt', '<', from.publishedAt), eb('blogs.id', '<', from.id)]))
      : db.selectFrom('blogs').where(visibleNow(now));
    const rows = await where
      .select(['blogs.id', 'blogs.publishedAt', 'blogs.category'])
      .orderBy('blogs.publishedAt', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(LOAD_BATCH)
      .execute();
    for (const row of rows) {
      let index = categoryIndex.get(row.category);
      if (index === undefined) {
        index = categoryKeys.length;
        categoryIndex.set(row.category, index);
        categoryKeys.push(categoryNameKey(row.category));
      }
      ids.push(Number(row.id));
      categories.push(index);
    }
    const last = rows.at(-1);
    if (rows.length < LOAD_BATCH || !last) break;
    seek = { publishedAt: Number(last.publishedAt), id: Number(last.id) };
    await new Promise((resolve) => setImmediate(resolve));
  }
  return new VisiblePosts(Float64Array.from(ids), Uint32Array.from(categories), categoryKeys);
}

/** Row ids read per full-text query: the cap and room for the drafts among them, so one query usually does. */
const readAhead = (cap: number) => cap + Math.ceil(cap / 8);

/**
 * One SQLite full-text index's matches of `match`, highest row id first, that are visible: at most `cap`. The index is
 * read by row id alone, in batches, until `cap` visible posts or its end.
 */
async function ftsMatches(
  db: Db,
  table: 'blogs_fts' | 'blogs_trigram',
  match: string,
  cap: number,
  visible: VisiblePosts,
): Promise<number[]> {
  const found: number[] = [];
  const batch = readAhead(cap);
  let below: number | undefined;
  for (;;) {
    const t = sql.table(table);
    const under = below === undefined ? sql`` : sql` and ${sql.ref(`${table}.rowid`)} < ${below}`;
    const { rows } = await sql<{ id: number }>`select ${sql.ref(`${table}.rowid`)} as id from ${t}
      where ${t} match ${match}${under} order by ${sql.ref(`${table}.rowid`)} desc limit ${batch}`.execute(db);
    for (const row of rows) {
      const id = Number(row.id);
      if (visible.rankOf(id) < 0) continue;
      found.push(id);
      if (found.length === cap) return found;
    }
    const last = rows.at(-1);
    if (rows.length < batch || !last) return found;
    below = Number(last.id);
  }
}

/** The union of lists of ids (each highest first) highest first, without repeats, at most `cap`. */
function mergeDescending(lists: readonly number[][], cap: number): number[] {
  if (lists.length === 1) return (lists[0] ?? []).slice(0, cap);
  const merged = [...new Set(lists.flat())].sort((a, b) => b - a);
  return merged.slice(0, cap);
}

/** PostgreSQL: the visible matches' ids, highest first, at most `cap`, from one query. */
function postgresMatches(q: string, cap: number, now: number): RawBuilder<{ id: number }> | undefined {
  const words = searchWords(q);
  const arms: RawBuilder<unknown>[] = [];
  const ids = (where: RawBuilder<unknown> | Expression<SqlBool>) =>
    sql`select * from (select ${sql.ref('blogs.id')} as id from ${sql.table('blogs')} where ${where} and ${visibleNow(now)} order by ${sql.ref('id')} desc limit ${cap}) as arm`;
  if (isPublicSubstring(q)) arms.push(ids(searchAny(BLOG_SUBSTRING_FIELDS, q)));
  if (words.length) {
    const query = sql`to_tsquery('simple'::regconfig, ${words.map((word) => `'${word}'`).join(' & ')})`;
    arms.push(ids(sql`${BLOG_DOCUMENT_PG} @@ ${query}`));
  }
  if (!arms.length) return undefined;
  return sql<{ id: number }>`select * from (${sql.join(arms, sql` union `)}) as matches order by id desc limit ${cap}`;
}

/**
 * The public search's matches of `q` among `visible` (the posts visible at `now`): the `cap` highest ids, as ranks in
 * the list's order, ascending (so the first is the newest). Depends only on `q` and the visible posts: a caller may
 * keep it for the content fingerprint.
 */
export async function publicMatches(
  db: Db,
  dialect: Dialect,
  q: string,
  cap: number,
  now: number,
  visible: VisiblePosts,
): Promise<Uint32Array> {
  let ids: number[];
  if (dialect === 'sqlite') {
    const words = searchWords(q);
    const arms: Promise<number[]>[] = [];
    if (isPublicSubstring(q)) arms.push(ftsMatches(db, 'blogs_trigram', `"${q.replace(/"/g, '""')}"`, cap, visible));
    if (words.length) {
      arms.push(ftsMatches(db, 'blogs_fts', words.map((word) => `"${word}"`).join(' '), cap, visible));
    }
    ids = mergeDescending(await Promise.all(arms), cap);
  } else {
    const query = postgresMatches(q, cap, now);
    ids = query ? (await query.execute(db)).rows.map((row) => Number(row.id)) : [];
  }
  const ranks = ids.map((id) => visible.rankOf(id)).filter((rank) => rank >= 0);
  return Uint32Array.from(ranks).sort();
}

/** The ranks of `matches` in the category a client names `category` (all of them without one). */
export function inCategory(matches: Uint32Array, visible: VisiblePosts, category: string | undefined): Uint32Array {
  if (category === undefined) return matches;
  const key = categoryNameKey(category);
  return matches.filter((rank) => visible.inCategory(rank, key));
}
