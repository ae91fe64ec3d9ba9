/**
 * The rules' storage (src/domain/store.ts) on Kysely: a transaction is the connection, tables are named by the
 * contract's storage descriptions. Every query of the generic record writes and of the trash lives here.
 */
import { sql, type Generated, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ErasedItem, LiveRow, RowLock, Store, TrashItem } from '../../../src/domain/store.ts';
import { recordActivity } from './activity.ts';
import { revisionStore } from './revisions.ts';
import { assetUses } from './assets.ts';
import {
  dropAssetUses,
  dropRecordUses,
  USE_COLUMNS,
  USER_TABLES,
  writeAssetUses,
  writeRecordUses,
} from './assetUses.ts';
import { isUniqueViolation } from './errors.ts';
import { SEO_0007 } from './migrations/0007_seo_flags.ts';
import type { Db, Dialect } from './index.ts';

/** A record table as the generic writes see it: an id, a version, and columns named by the contract at run time. */
interface LooseTable {
  id: Generated<number>;
  version: number;
  [column: string]: unknown;
}
/** The database with tables named at run time from the contract's storage descriptions. */
const any = (conn: Db) => conn as unknown as Kysely<Record<string, LooseTable>>;

/** What taking an item out of the trash reads back. */
const ERASED = ['type', 'id', 'recordId', 'label', 'data', 'image'] as const;

const columnCache = new WeakMap<object, Map<string, Set<string>>>();
/**
 * The columns `table` has now (read once per database, through the caller's connection: inside a transaction on
 * SQLite's one connection, the root handle would wait for the transaction to end), so a row trashed before a later
 * migration restores cleanly.
 */
export async function tableColumns(db: Db, conn: Db, table: string): Promise<Set<string>> {
  let tables = columnCache.get(db);
  if (!tables) {
    tables = new Map();
    for (const meta of await conn.introspection.getTables()) {
      tables.set(meta.name, new Set(meta.columns.map((column) => column.name)));
    }
    columnCache.set(db, tables);
  }
  return tables.get(table) ?? new Set();
}

async function takeFromTrash(conn: Db, type: string, ids: readonly number[]): Promise<ErasedItem[]> {
  if (!ids.length) return [];
  return conn
    .deleteFrom('trash')
    .where('type', '=', type)
    .where('id', 'in', ids)
    .returning([...ERASED])
    .execute();
}

/** The database part of the rules' store (files and sanitising are the services', server/src/services/store.ts). */
export type SqlStore = Omit<Store<Db>, 'images' | 'sanitize'>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query on a table named at run time
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * `FOR SHARE` / `FOR UPDATE` on PostgreSQL, whose READ COMMITTED transactions run side by side. SQLite has no row
 * locks and needs none: each transaction begins as the one writer of the file (BEGIN IMMEDIATE, ./index.ts).
 */
async function locked<Q extends AnySelect>(dialect: Dialect, conn: Db, query: Q, lock: RowLock | undefined) {
  if (dialect !== 'postgres' || !lock) return query;
  await reportLock(dialect, conn);
  return (lock === 'share' ? query.forShare() : query.forUpdate()) as Q;
}

/**
 * On PostgreSQL, a write transaction of the store takes the SEO report's advisory lock (migrations/seoSchema.ts)
 * before its first row lock or write. Every write of a post, a meta page, an asset or a redirect takes that lock
 * before its rows, even as one bare statement (the rendition queue's save of an image): a transaction that locked a
 * row first (a post's save locking its image or its category, a rename updating its category) and then wrote a post
 * would wait for the lock while the other waits for the row, and PostgreSQL would end one of them as a deadlock.
 */
async function reportLock(dialect: Dialect, conn: Db): Promise<void> {
  if (dialect !== 'postgres' || holdingReportLock.has(conn)) return;
  await sql`select pg_advisory_xact_lock(${sql.lit(SEO_0007.lock)})`.execute(conn);
  // Outside a transaction the lock ended with its statement.
  if (conn.isTransaction) holdingReportLock.add(conn);
}
/** The transactions that took the report's lock (a transaction's connection object lives as long as it does). */
const holdingReportLock = new WeakSet<Db>();

/** Whether a write's changes can change which images a record uses. */
const changesUses = (changes: Record<string, unknown>) => USE_COLUMNS.some((column) => column in changes);

/**
 * Keeps `assetUses` (./assetUses.ts) with a row of `table` as written, in the write's transaction: a post's or meta
 * page's uses as its row now is; an asset put back from the trash gets the uses the posts and pages have of it now.
 * A new asset has a name no text holds yet: nothing to write.
 */
async function usesAfterWrite(
  conn: Db,
  table: string,
  row: Record<string, unknown>,
  write: 'insert' | 'restore' | 'update',
) {
  const type = USER_TABLES[table];
  if (type) await writeRecordUses(conn, type, row, write === 'insert');
  else if (table === 'assets' && write === 'restore') {
    await writeAssetUses(conn, { id: Number(row.id), name: String(row.name) });
  }
}

export function sqlStore(db: Db, dialect: Dialect): SqlStore {
  return {
    assetUses: (conn, target) => assetUses(conn, target),
    transaction: (work) => db.transaction().execute(work),
    isUniqueViolation,
    async findBy(conn, table, column, value, lock) {
      const query = any(conn).selectFrom(table).selectAll().where(sql.ref(column), '=', value);
      return (await (await locked(dialect, conn, query, lock)).executeTakeFirst()) as LiveRow | undefined;
    },
    async findIn(conn, table, column, values, lock) {
      if (!values.length) return [];
      const query = any(conn).selectFrom(table).selectAll().where(sql.ref(column), 'in', values).orderBy('id');
      return (await (await locked(dialect, conn, query, lock)).execute()) as LiveRow[];
    },
    async count(conn, table, column, value, exceptId) {
      let query = any(conn)
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .where(sql.ref(column), '=', value);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      const row = (await query.executeTakeFirst()) as { n?: number } | undefined;
      return Number(row?.n ?? 0);
    },
    async insert(conn, table, values) {
      await reportLock(dialect, conn);
      const row = await any(conn).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
      await usesAfterWrite(conn, table, { ...values, id: row.id }, 'insert');
      return row.id;
    },
    async reinsert(conn, table, row) {
      await reportLock(dialect, conn);
      const columns = await tableColumns(db, conn, table);
      const values = Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column)));
      await any(conn).insertInto(table).values(values).execute();
      await usesAfterWrite(conn, table, row, 'restore');
    },
    async updateAtVersion(conn, table, row, changes) {
      await reportLock(dialect, conn);
      const result = (await any(conn)
        .updateTable(table)
        .set({ ...changes, version: Number(row.version) + 1 })
        .where('id', '=', row.id)
        .where('version', '=', Number(row.version))
        .executeTakeFirst()) as { numUpdatedRows: bigint };
      const updated = Number(result.numUpdatedRows) === 1;
      if (updated && changesUses(changes)) await usesAfterWrite(conn, table, { ...row, ...changes }, 'update');
      return updated;
    },
    async updateWhere(conn, table, column, value, changes) {
      await reportLock(dialect, conn);
      await any(conn).updateTable(table).set(changes).where(sql.ref(column), '=', value).execute();
      if (USER_TABLES[table] && changesUses(changes)) {
        const rows = (await any(conn)
          .selectFrom(table)
          .selectAll()
          .where(sql.ref(column), '=', value)
          .execute()) as LiveRow[];
        for (const row of rows) await usesAfterWrite(conn, table, row, 'update');
      }
    },
    async remove(conn, table, id) {
      await reportLock(dialect, conn);
      const result = (await any(conn).deleteFrom(table).where('id', '=', id).executeTakeFirst()) as {
        numDeletedRows: bigint;
      };
      const type = USER_TABLES[table];
      if (type) await dropRecordUses(conn, type, id);
      else if (table === 'assets') await dropAssetUses(conn, id);
      return Number(result.numDeletedRows) === 1;
    },
    trash: {
      async put(conn, item: TrashItem) {
        await reportLock(dialect, conn);
        await conn.insertInto('trash').values(item).execute();
      },
      async take(conn, type, ids) {
        await reportLock(dialect, conn);
        return takeFromTrash(conn, type, ids);
      },
      async takeAll(conn) {
        await reportLock(dialect, conn);
        return conn
          .deleteFrom('trash')
          .returning([...ERASED])
          .execute();
      },
      async takeExpired(conn, now, limit) {
        await reportLock(dialect, conn);
        // Another instance may take some of the same items at once: `DELETE … RETURNING` gives each to one of them.
        const due = await conn
          .selectFrom('trash')
          .select(['type', 'id'])
          .where('purgeAt', '<=', now)
          .orderBy('purgeAt')
          .limit(limit)
          .execute();
        const taken: ErasedItem[] = [];
        for (const type of new Set(due.map((row) => row.type))) {
          taken.push(
            ...(await takeFromTrash(
              conn,
              type,
              due.filter((row) => row.type === type).map((row) => row.id),
            )),
          );
        }
        return taken;
      },
      async keyHeld(conn, type, key) {
        const row = await conn
          .selectFrom('trash')
          .select('id')
          .where('type', '=', type)
          .where('uniqueKey', '=', key)
          .executeTakeFirst();
        return row !== undefined;
      },
      async holds(conn, type, column, value) {
        // The row is stored as JSON.stringify wrote it: `"column":"value"` appears in it exactly when it had that
        // value (both quoted, so no longer or shorter value matches). `replace` finds it the same way, case and all,
        // on both dialects (the trash is small: its items are purged after TRASH_RETENTION_DAYS).
        const needle = `${JSON.stringify(column)}:${JSON.stringify(value)}`;
        const row = await conn
          .selectFrom('trash')
          .select('id')
          .where('type', '=', type)
          .where(sql<boolean>`${sql.ref('data')} <> replace(${sql.ref('data')}, ${needle}, '')`)
          .executeTakeFirst();
        return row !== undefined;
      },
      async rewrite(conn, type, column, from, to) {
        await reportLock(dialect, conn);
        // The same exact `"column":"value"` text `holds` finds; a value inside another field's text has its quotes
        // escaped (`\"`), so it never matches.
        const needle = `${JSON.stringify(column)}:${JSON.stringify(from)}`;
        const replacement = `${JSON.stringify(column)}:${JSON.stringify(to)}`;
        await conn
          .updateTable('trash')
          .set({ data: sql<string>`replace(${sql.ref('data')}, ${needle}, ${replacement})` })
          .where('type', '=', type)
          .where(sql<boolean>`${sql.ref('data')} <> replace(${sql.ref('data')}, ${needle}, '')`)
          .execute();
      },
    },
    revisions: revisionStore,
    record: recordActivity,
  };
}
