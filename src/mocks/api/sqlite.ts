/**
 * The in-memory API's database: the server's own SQLite schema (server/src/db/migrations) in SQLite compiled to
 * WebAssembly (the official `@sqlite.org/sqlite-wasm`, with FTS5), in memory, so the server's queries and triggers run
 * on the stories' records in the browser and in Node alike. The schema is migrated once per module load; each
 * in-memory API opens a copy of it.
 */
import sqlite3InitModule, { type Database, type SqlValue } from '@sqlite.org/sqlite-wasm';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Db } from '../../../server/src/db/index.ts';
import { migrate } from '../../../server/src/db/migrations/index.ts';
import { syncSiteHost } from '../../../server/src/db/seoSite.ts';
import { FIXTURE_SITE_URL } from '../fixtures/records';

const sqlite3 = await sqlite3InitModule();

/** Runs `work`, its SQLite error named as the server reads one: `code` is the result code's name (`SQLITE_CONSTRAINT_UNIQUE`). */
function named<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof sqlite3.SQLite3Error)
      Object.assign(error, { code: sqlite3.capi.sqlite3_js_rc_str(error.resultCode) });
    throw error;
  }
}

/** One statement as Kysely's SQLite driver uses it (kysely's `SqliteStatement`): prepared, run once, finalized. */
function statement(raw: Database, sql: string): SqliteStatement {
  const prepared = named(() => raw.prepare(sql));
  const rows = (parameters: readonly unknown[]) =>
    named(() => {
      try {
        if (parameters.length) prepared.bind(parameters as SqlValue[]);
        const out: unknown[] = [];
        while (prepared.step()) out.push(prepared.get({}));
        return out;
      } finally {
        prepared.finalize();
      }
    });
  return {
    reader: prepared.columnCount > 0,
    all: rows,
    run(parameters) {
      rows(parameters);
      return { changes: raw.changes(), lastInsertRowid: Number(sqlite3.capi.sqlite3_last_insert_rowid(raw)) };
    },
    iterate: (parameters) => rows(parameters)[Symbol.iterator](),
  };
}

/** The server's Kysely handle on a WebAssembly SQLite connection. */
const kyselyOf = (raw: Database): Db => {
  const database: SqliteDatabase = { close: () => raw.close(), prepare: (sql) => statement(raw, sql) };
  return new Kysely({ dialect: new SqliteDialect({ database }) });
};

/** The migrated, empty database's file, on the fixtures' website (the SEO report's site host). */
const schema = await (async () => {
  const raw = new sqlite3.oo1.DB(':memory:');
  const db = kyselyOf(raw);
  await migrate(db, 'sqlite');
  await syncSiteHost(db, FIXTURE_SITE_URL);
  const bytes = sqlite3.capi.sqlite3_js_db_export(raw);
  raw.close();
  return bytes;
})();

/**
 * A new in-memory database, a copy of `file` (by default the server's schema and no rows): `raw` for the in-memory
 * API's synchronous reads and seeds, `db` the same connection as the server's queries take it.
 */
export function openMockSqlite(file = schema) {
  const raw = new sqlite3.oo1.DB(':memory:');
  const pointer = sqlite3.wasm.allocFromTypedArray(file);
  const { capi } = sqlite3;
  const flags = capi.SQLITE_DESERIALIZE_FREEONCLOSE | capi.SQLITE_DESERIALIZE_RESIZEABLE;
  raw.checkRc(capi.sqlite3_deserialize(raw, 'main', pointer, file.byteLength, file.byteLength, flags));
  raw.exec('PRAGMA foreign_keys = ON');
  return { raw, db: kyselyOf(raw) };
}
export type MockSqlite = ReturnType<typeof openMockSqlite>;

/** The database as a file, for `openMockSqlite`. */
export const fileOf = (raw: Database) => sqlite3.capi.sqlite3_js_db_export(raw);

/** Every row of a query, as objects (synchronous: the in-memory tables' reads). */
export const selectRows = <T>(raw: Database, sql: string, bind: SqlValue[] = []) =>
  named(() => raw.selectObjects(sql, bind) as T[]);
