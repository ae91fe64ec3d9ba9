/** Every query on blog posts (src/contract/blog.ts describes the record). */
import { blog, type BlogStatus, type ListParams } from '../../../src/contract/index.ts';
import { nextPublishing } from '../../../src/domain/publishing.ts';
import type { BlogRow } from '../../../src/domain/records.ts';
import type { Db, Dialect } from './index.ts';
import { runList, sortKeys, type SortKey } from './list.ts';
import { statusFilter } from './publishing.ts';
import { blogSearch, rankTitleFirst } from './search.ts';

export type { BlogRow };

export { nextPublishing };

/**
 * `GET /blogs/list`: category and status filters, full-text search (title matches first), sort. A searched page is
 * ordered on the matches' ids alone and only its own rows are read whole (`rowsInOrder`): sorting every match's full row
 * (body and all) cost twice as much when the search was not in the read cache (bench/search.mjs).
 */
export async function listBlogs(db: Db, dialect: Dialect, params: ListParams, now: number) {
  const { category, status } = params.filters;
  let query = db.selectFrom('blogs');
  if (category) query = query.where('category', '=', category);
  if (status) query = query.where(statusFilter(status as BlogStatus, now));
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
