import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from './index.ts';
import type { TrashTable } from './schema.ts';

/**
 * Every query of the trash (issue 14): the `trash` table, and moving a row out of its live table and back. A trashed
 * record is not in its table at all, so no read path needs a filter; a restore inserts the row again with its own id.
 */

export type TrashRow = Selectable<TrashTable>;
/** The live tables a record can be trashed from. */
export type LiveTable = 'blogs' | 'categories' | 'metas' | 'contacts' | 'enquiries';
/** A live row as JSON-able columns (the table's own shape). */
export type LiveRow = { id: number } & Record<string, unknown>;

/** What `DELETE … RETURNING` gives back for each erased item: enough to remove its file and log it. */
const ERASED = ['type', 'id', 'recordId', 'label', 'data', 'image'] as const;
export type ErasedRow = Pick<TrashRow, (typeof ERASED)[number]>;

/** The live rows of `table` with these ids. */
export async function selectLive(db: Db, table: LiveTable, ids: readonly number[]): Promise<LiveRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom(table).selectAll().where('id', 'in', ids).orderBy('id').execute();
  return rows;
}

/** Deletes one live row; false when it was already gone (a concurrent delete won). */
export async function deleteLive(db: Db, table: LiveTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

const columnCache = new WeakMap<object, Map<string, Set<string>>>();
/**
 * The columns `table` has now (read once per database, outside any transaction: SQLite has one connection), so a row
 * trashed before a later migration restores cleanly.
 */
export async function liveColumns(db: Db, table: LiveTable): Promise<Set<string>> {
  let tables = columnCache.get(db);
  if (!tables) {
    tables = new Map();
    for (const meta of await db.introspection.getTables()) {
      tables.set(meta.name, new Set(meta.columns.map((column) => column.name)));
    }
    columnCache.set(db, tables);
  }
  return tables.get(table) ?? new Set();
}

/** Inserts a row again as it was, its id included (values the table no longer has a column for are left out). */
export async function insertLive(db: Db, table: LiveTable, row: LiveRow, columns: Set<string>): Promise<void> {
  const values = Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column))) as LiveRow;
  await db.insertInto(table).values(values).execute();
}

export async function insertTrash(db: Db, item: TrashRow): Promise<void> {
  await db.insertInto('trash').values(item).execute();
}

/** Takes the named items out of the trash (`DELETE … RETURNING`: with several instances, each item once). */
export async function takeFromTrash(db: Db, type: string, ids: readonly number[]): Promise<ErasedRow[]> {
  if (!ids.length) return [];
  return db
    .deleteFrom('trash')
    .where('type', '=', type)
    .where('id', 'in', ids)
    .returning([...ERASED])
    .execute();
}

/** Takes every item out of the trash. */
export async function takeAllFromTrash(db: Db): Promise<ErasedRow[]> {
  return db
    .deleteFrom('trash')
    .returning([...ERASED])
    .execute();
}

/**
 * Takes up to `limit` items whose `purgeAt` has passed (the automatic purge). Another instance may take some of the
 * same items at once: `DELETE … RETURNING` gives each item to one of them only.
 */
export async function takeExpired(db: Db, now: number, limit: number): Promise<ErasedRow[]> {
  const due = await db
    .selectFrom('trash')
    .select(['type', 'id'])
    .where('purgeAt', '<=', now)
    .orderBy('purgeAt')
    .limit(limit)
    .execute();
  const taken: ErasedRow[] = [];
  for (const type of new Set(due.map((row) => row.type))) {
    const ids = due.filter((row) => row.type === type).map((row) => row.id);
    taken.push(...(await takeFromTrash(db, type, ids)));
  }
  return taken;
}

/** Whether a trashed record of `type` holds this unique key. */
export async function keyHeldInTrash(db: Db, type: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('trash')
    .select('id')
    .where('type', '=', type)
    .where('uniqueKey', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a live row of `table` has `column` = `value` (the restore's key and category checks). */
export async function liveValueTaken(
  db: Db,
  table: LiveTable,
  column: string,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where(sql.ref(column), '=', value);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The number of live blog posts in a category, by its exact name (as the category-in-use check counts). */
export async function blogsInCategory(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('blogs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category', '=', name)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface TrashListQuery {
  type: string | undefined;
  /** The search condition (over `label` and `recordId`), if any. */
  search: Expression<SqlBool> | undefined;
  page: number;
  pageSize: number;
}

/** One page of the trash, newest `deletedAt` first, and the total. */
export async function listTrash(db: Db, query: TrashListQuery): Promise<{ rows: TrashRow[]; total: number }> {
  let base = db.selectFrom('trash');
  if (query.type) base = base.where('type', '=', query.type);
  if (query.search) base = base.where(query.search);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .orderBy('type')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Items in the trash (the dashboard's `trashed`), as a scalar subquery for the summary statement. */
export const trashCount = () => sql`(select count(*) from ${sql.table('trash')})`;

/** The contacts among `ids`, for `POST /contacts/bulkStatus`. */
export async function selectContacts(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db.selectFrom('contacts').selectAll().where('id', 'in', ids).orderBy('id').execute();
}
