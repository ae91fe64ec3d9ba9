/** Every query on blog posts (src/contract/blog.ts describes the record). */
import type { Selectable } from 'kysely';
import { pageUrlKey } from '../../../src/lib/uniqueKeys.ts';
import { blog, SLUG_PATTERN, type BlogRecord, type ListParams } from '../../../src/contract/index.ts';
import { effectiveStatus, statusFilter, type Publishing, type Status } from '../services/publishing.ts';
import { authored, changedBy, type RepoOf } from '../services/versioned.ts';
import { iso } from './errors.ts';
import type { Db } from './index.ts';
import { bodyTextOf } from '../../../src/lib/fullText.ts';
import type { Dialect } from './index.ts';
import { deleteById, runList, sortKeys, updateAtVersion, type SortKey } from './list.ts';
import { blogSearch, rankTitleFirst } from './search.ts';
import type { BlogsTable } from './schema.ts';

type Fields = typeof blog.fields;
export type BlogRow = Selectable<BlogsTable>;

export const toBlog = (row: BlogRow, now: number): BlogRecord => ({
  id: row.id,
  blogId: row.blogId,
  blogTitle: row.blogTitle,
  blogUrl: row.blogUrl,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  description: row.description,
  category: row.category,
  creator: row.creator,
  changer: row.changer,
  channel: row.channel,
  createdDate: iso(row.createdDate) ?? '',
  changedDate: iso(row.changedDate) ?? '',
  imageUrl: row.imageUrl,
  version: row.version,
  status: effectiveStatus(row, now),
  publishAt: iso(row.publishAt),
  publishedAt: iso(row.publishedAt),
});

const BLOG_ID_MAX = blog.fields.blogId.max;

export const blogsRepo: RepoOf<BlogRow, string, Fields, { publishing: Publishing | undefined }> = {
  resource: blog,
  async find(conn, blogId) {
    if (blogId === undefined || blogId.length > BLOG_ID_MAX || !SLUG_PATTERN.test(blogId)) return undefined;
    return conn.selectFrom('blogs').selectAll().where('blogId', '=', blogId).executeTakeFirst();
  },
  toWire: toBlog,
  keyOf: (row) => row.blogId,
  label: (row) => row.blogTitle,
  recordId: (row) => row.blogId,
  version: (row) => row.version,
  image: (row) => row.imageUrl,
  async keyTaken(conn, values, row) {
    if (values.blogId === undefined || values.blogId === row?.blogId) return false;
    return !!(await conn.selectFrom('blogs').select('id').where('blogId', '=', values.blogId).executeTakeFirst());
  },
  async insert(conn, { publishing, ...values }, { actor, now, image }) {
    await conn
      .insertInto('blogs')
      .values({
        ...values,
        blogUrlKey: pageUrlKey(values.blogUrl),
        bodyText: bodyTextOf(values.description),
        imageUrl: image ?? null,
        ...authored(actor, now),
        ...publishing,
      })
      .execute();
    return values.blogId;
  },
  async update(conn, row, { publishing, ...values }, { actor, now, image }) {
    return updateAtVersion(conn, 'blogs', row, {
      ...values,
      ...(values.blogUrl !== undefined ? { blogUrlKey: pageUrlKey(values.blogUrl) } : {}),
      ...(values.description !== undefined ? { bodyText: bodyTextOf(values.description) } : {}),
      ...publishing,
      ...(image !== undefined ? { imageUrl: image } : {}),
      ...changedBy(actor, now),
    });
  },
  async remove(conn, row) {
    await deleteById(conn, 'blogs', row.id);
  },
};

/** The earliest time after `now` at which one of `rows` turns from scheduled to published (Infinity if none). */
export function nextPublishing(rows: readonly BlogRow[], now: number): number {
  let next = Infinity;
  for (const row of rows) {
    const at = row.publishAt === null ? NaN : Number(row.publishAt);
    if (row.status === 'scheduled' && at > now && at < next) next = at;
  }
  return next;
}

/** True when a category of this exact name exists (a post names its category). */
export async function categoryExists(conn: Db, name: string): Promise<boolean> {
  return !!(await conn.selectFrom('categories').select('id').where('category', '=', name).executeTakeFirst());
}

/**
 * `GET /blogs/list`: category and status filters, full-text search (title matches first), sort. A searched page is
 * ordered on the matches' ids alone and only its own rows are read whole (`rowsInOrder`): sorting every match's full row
 * (body and all) cost twice as much when the search was not in the read cache (bench/search.mjs).
 */
export async function listBlogs(db: Db, dialect: Dialect, params: ListParams, now: number) {
  const { category, status } = params.filters;
  let query = db.selectFrom('blogs');
  if (category) query = query.where('category', '=', category);
  if (status) query = query.where(statusFilter(status as Status, now));
  if (params.q) query = query.where(blogSearch(dialect, params.q));
  const keys = sortKeys(blog.list.sorts[params.sort]!);
  // A search puts title matches first: its rank (0 or 1) is the first key, selected as `searchRank` for the cursor.
  const rank: SortKey[] = params.q
    ? [{ column: 'searchRank', direction: 'asc', kind: 'int', expression: rankTitleFirst(dialect, params.q) }]
    : [];
  if (!params.q || !params.paged) return runList<BlogRow>(db, query, params, [...rank, ...keys]);
  // The page's ids with its sort columns (what the cursor is made of); runList adds the rank.
  const columns = keys.map((key) => key.column) as (keyof BlogRow)[];
  const page = await runList<Pick<BlogRow, 'id'>>(db, query, params, [...rank, ...keys], (narrow) =>
    narrow.select(columns),
  );
  return page.rows ? { ...page, rows: await rowsInOrder(db, page.rows) } : page;
}

/** The blog rows of these ids, in the ids' order (a page ordered on its ids, then read whole). */
async function rowsInOrder(db: Db, ids: readonly Pick<BlogRow, 'id'>[]): Promise<BlogRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('blogs')
    .selectAll()
    .where(
      'id',
      'in',
      ids.map((row) => row.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}
