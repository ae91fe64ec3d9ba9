/** The list queries every record type shares: search, order, one page with its total, or the whole list's query. */
import { sql, type Expression, type SelectQueryBuilder, type SqlBool, type UpdateObject } from 'kysely';
import type { ListDef, ListParams, SortDef } from '../../../src/contract/index.ts';
import { cachedRows } from './cache.ts';
import type { Db } from './index.ts';
import type { Database } from './schema.ts';

/** Case-insensitive substring match over several text columns (LIKE wildcards in `q` are matched literally). */
export function searchAny(columns: readonly string[], q: string): Expression<SqlBool> {
  const pattern = `%${q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
  const parts = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- one helper for every table's select */
type AnySelect = SelectQueryBuilder<Database, any, any>;

/** A page (rows and total) or, for the whole-list form, the compiled query to stream. */
export type ListResult<Row> =
  | { rows: readonly Row[]; total: number; whole?: undefined }
  | {
      rows?: undefined;
      total?: undefined;
      whole: { db: Db; compiled: { sql: string; parameters: readonly unknown[] } };
    };

/** Orders by the contract's sort (`columns` maps a wire field to the column it is sorted by), then by id. */
export const orderBy =
  (sort: SortDef | undefined, columns: Record<string, string> = {}) =>
  (q: AnySelect): AnySelect =>
    sort ? q.orderBy(columns[sort.by] ?? sort.by, sort.direction).orderBy('id', sort.direction) : q;

/** Runs a filtered query as one page with its total, or prepares the whole list to be streamed by `listResponse`. */
export async function runList<Row>(
  db: Db,
  query: AnySelect,
  params: ListParams,
  order: (q: AnySelect) => AnySelect,
  select: (q: AnySelect) => AnySelect = (q) => q.selectAll(),
): Promise<ListResult<Row>> {
  if (!params.paged) return { whole: { db, compiled: order(select(query)).compile() } };
  // The count and the page are answered from memory until one of their tables is written (db/cache.ts, SQLite only).
  const [counted] = await cachedRows<{ n?: number }>(
    db,
    query.select((eb) => eb.fn.countAll<number>().as('n')).compile(),
  );
  const total = Number(counted?.n ?? 0);
  const rows = await cachedRows<Row>(
    db,
    order(select(query))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize)
      .compile(),
  );
  return { rows, total };
}

/**
 * A record type's list (src/contract): `query` (its table, already filtered) searched over the list's search
 * fields and ordered by its sort; `columns` maps a sorted wire field to its column where they differ.
 */
export function listRows<Row>(
  db: Db,
  query: AnySelect,
  list: ListDef,
  params: ListParams,
  { columns, select }: { columns?: Record<string, string>; select?: (q: AnySelect) => AnySelect } = {},
): Promise<ListResult<Row>> {
  const searched = params.q ? query.where(searchAny(list.search, params.q)) : query;
  return runList<Row>(db, searched, params, orderBy(list.sorts[params.sort], columns), select);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The tables of the versioned record types (every one has `id` and `version`). */
type VersionedTable = 'blogs' | 'categories' | 'metas';

/**
 * Writes `set` and the next version only while the row still has the version it was read with (optimistic
 * concurrency); false when another write came first.
 */
export async function updateAtVersion<T extends VersionedTable>(
  conn: Db,
  table: T,
  row: { id: number; version: number },
  set: UpdateObject<Database, T>,
): Promise<boolean> {
  const result = await conn
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- widens T so Kysely picks one overload
    .updateTable(table as VersionedTable)
    .set({ ...(set as UpdateObject<Database, VersionedTable>), version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes one row of a versioned record type by its id. */
export async function deleteById(conn: Db, table: VersionedTable, id: number): Promise<void> {
  await conn.deleteFrom(table).where('id', '=', id).execute();
}
