/** The list queries every record type shares: search, order, one page with its total, or the whole list's query. */
import {
  sql,
  type AliasableExpression,
  type Expression,
  type SelectQueryBuilder,
  type SqlBool,
  type UpdateObject,
} from 'kysely';
import {
  CURSOR_MESSAGE,
  cursorFits,
  encodeCursor,
  sortKind,
  type CursorValue,
  type ListDef,
  type ListParams,
  type SortDef,
} from '../../../src/contract/index.ts';
import { badRequest } from '../../../src/domain/errors.ts';
import { cachedRows, readStamp, type ReadStamp } from './cache.ts';
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

/** A page (rows, total and the cursor of the next page) or, for the whole-list form, the compiled query to stream. */
export type ListResult<Row> =
  | {
      rows: readonly Row[];
      total: number;
      nextCursor: string | null;
      /** What the page read and when (db/cache.ts), for keeping its whole answer; undefined on PostgreSQL. */
      stamp: ReadStamp | undefined;
      whole?: undefined;
    }
  | {
      rows?: undefined;
      total?: undefined;
      nextCursor?: undefined;
      stamp?: undefined;
      whole: { db: Db; compiled: { sql: string; parameters: readonly unknown[] } };
    };

/**
 * One key of a list's order: a column (or an expression selected under the name `column`), its direction and the
 * kind of its values. The row's `id` always follows as the last key, so the order is total and a cursor exact.
 */
export interface SortKey {
  column: string;
  direction: 'asc' | 'desc';
  kind: 'int' | 'text';
  expression?: AliasableExpression<unknown>;
}

/** The keys of the contract's sort (`columns` maps a wire field to the column it is sorted by), then the id. */
export function sortKeys(sort: SortDef, columns: Record<string, string> = {}): SortKey[] {
  return [
    { column: columns[sort.by] ?? sort.by, direction: sort.direction, kind: sortKind(sort.by) },
    { column: 'id', direction: sort.direction, kind: 'int' },
  ];
}

const keyRef = (key: SortKey) => key.expression ?? sql.ref(key.column);

/**
 * Rows strictly after `values` in the order of `keys`. Keys all in one direction compare as one row value
 * (`(a, id) < (?, ?)`), which SQLite and PostgreSQL answer by walking the matching index from that point; mixed
 * directions (a search's rank first) spell the comparison out key by key.
 */
function afterCursor(keys: readonly SortKey[], values: readonly CursorValue[]): Expression<SqlBool> {
  const op = (direction: SortKey['direction']) => sql.raw(direction === 'asc' ? '>' : '<');
  if (keys.every((key) => key.direction === keys[0]!.direction)) {
    const left = sql.join(keys.map(keyRef));
    const right = sql.join(values.map((value) => sql`${value}`));
    return sql<SqlBool>`((${left}) ${op(keys[0]!.direction)} (${right}))`;
  }
  const alternatives = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((before, j) => sql`${keyRef(before)} = ${values[j]}`);
    return sql`(${sql.join([...equal, sql`${keyRef(key)} ${op(key.direction)} ${values[i]}`], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}

const invalidCursor = () => badRequest(CURSOR_MESSAGE, { after: CURSOR_MESSAGE });

/**
 * Runs a filtered query in the order of `keys` as one page with its total and the next page's cursor, or prepares
 * the whole list to be streamed by `listResponse`. A page is `page` (OFFSET) or, given `after`, the rows after the
 * cursor's position (keyset: the same cost at any depth); a cursor whose values do not fit `keys` is a 400.
 */
export async function runList<Row>(
  db: Db,
  query: AnySelect,
  params: ListParams,
  keys: readonly SortKey[],
  select: (q: AnySelect) => AnySelect = (q) => q.selectAll(),
): Promise<ListResult<Row>> {
  const ordered = (q: AnySelect) =>
    keys.reduce((acc, key) => acc.orderBy(keyRef(key) as Expression<never>, key.direction), q);
  const selected = (q: AnySelect) =>
    keys.reduce((acc, key) => (key.expression ? acc.select(key.expression.as(key.column)) : acc), select(q));
  if (!params.paged) return { whole: { db, compiled: ordered(select(query)).compile() } };
  const { pageSize, after } = params;
  if (
    after &&
    !cursorFits(
      after,
      keys.map((key) => key.kind),
    )
  )
    throw invalidCursor();
  const offset = (params.page - 1) * pageSize;
  const count = query.select((eb) => eb.fn.countAll<number>().as('n')).compile();
  // A cursor page reads one row more than it shows: whether there is a next page.
  const page = after
    ? ordered(selected(query.where(afterCursor(keys, after))))
        .limit(pageSize + 1)
        .compile()
    : ordered(selected(query)).limit(pageSize).offset(offset).compile();
  const stamp = readStamp(db, [count, page]);
  // The count and the page are answered from memory until one of their tables is written (db/cache.ts, SQLite only).
  const [counted] = await cachedRows<{ n?: number }>(db, count);
  const total = Number(counted?.n ?? 0);
  let rows = await cachedRows<Row>(db, page);
  const more = after ? rows.length > pageSize : offset + rows.length < total;
  if (after && more) rows = rows.slice(0, pageSize);
  const last = rows.at(-1) as Record<string, unknown> | undefined;
  const nextCursor =
    more && last
      ? encodeCursor(
          params.sort,
          keys.map((key) => (key.kind === 'int' ? Number(last[key.column]) : String(last[key.column]))),
        )
      : null;
  return { rows, total, nextCursor, stamp };
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
  return runList<Row>(db, searched, params, sortKeys(list.sorts[params.sort]!, columns), select);
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
