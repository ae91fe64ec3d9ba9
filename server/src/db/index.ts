import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type Driver } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { SQLInputValue } from 'node:sqlite';
import type { Config } from '../config.ts';
import { changeTracker, enableReadCache, sqliteChangeClock, statementCache } from './cache.ts';
import { migrate } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { DatabaseSync } from './sqlite.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

// int8 (bigint columns, count(*)) arrive as strings by default; our values stay far below 2^53.
pg.types.setTypeParser(20, Number);

/**
 * Runs one compiled SELECT and yields its rows in batches of `batchSize`, reading from a database cursor so memory
 * does not grow with the row count: SQLite through a read-only connection of its own (a consistent WAL snapshot that
 * never blocks the main connection), PostgreSQL through a server-side cursor (pg-cursor) on a pooled connection.
 * Ending the iteration early (client gone, error) closes the cursor and gives the connection back.
 */
export type RowStream = (
  compiled: { sql: string; parameters: readonly unknown[] },
  batchSize: number,
) => AsyncGenerator<unknown[], void, undefined>;

const rowStreams = new WeakMap<object, RowStream>();
/** The row stream of an open database. */
export function rowStreamOf(db: Db): RowStream {
  const stream = rowStreams.get(db);
  if (!stream) throw new Error('database opened without a row stream');
  return stream;
}

/**
 * Page cache of the main SQLite connection, in KiB: 16 MB keeps the hot pages of the lists' indexes and tables at
 * 100,000 posts between requests (SQLite's own default is 2 MB).
 */
export const MAIN_CACHE_KIB = 16_000;

/**
 * Page cache of a whole-list stream's own SQLite connection, in KiB. A stream reads every page of its index and table
 * once, in order: a big cache only holds pages it never reads again. Five streams at 100,000 posts with 16 MB caches
 * filled ~65 MB of malloc'd pages, which glibc kept in the process after the connections closed. 1 MB reads as fast
 * (the same CPU time for a whole scan: the file's pages stay in the operating system's cache).
 */
export const STREAM_CACHE_KIB = 1024;

function sqliteRowStream(file: string): RowStream {
  // eslint-disable-next-line @typescript-eslint/require-await -- node:sqlite reads synchronously; the caller yields between batches
  return async function* stream({ sql, parameters }, batchSize) {
    // Read-only: opening fails on a missing file instead of creating one.
    const conn = new DatabaseSync(file, { readOnly: true });
    try {
      conn.exec(`PRAGMA busy_timeout = 5000; PRAGMA cache_size = -${STREAM_CACHE_KIB}`);
      const rows = conn.prepare(sql).iterate(...(parameters as SQLInputValue[]));
      try {
        for (;;) {
          const batch: unknown[] = [];
          for (let next = rows.next(); !next.done; next = rows.next()) {
            batch.push(next.value);
            if (batch.length === batchSize) break;
          }
          if (batch.length === 0) return;
          yield batch;
          if (batch.length < batchSize) return;
        }
      } finally {
        rows.return?.();
      }
    } finally {
      conn.close();
    }
  };
}

function postgresRowStream(pool: pg.Pool): RowStream {
  return async function* stream({ sql, parameters }, batchSize) {
    const client = await pool.connect();
    // A connection the database drops (pg_terminate_backend, restart) never settles the cursor's pending read or
    // close: every wait races the connection's own end, so the stream fails (and frees its slot) instead of hanging.
    let onGone: (() => void) | undefined;
    const gone = new Promise<never>((_resolve, reject) => {
      onGone = () => reject(new Error('the database connection ended during a list stream'));
      client.once('error', onGone);
      client.once('end', onGone);
    });
    gone.catch(() => undefined);
    const cursor = client.query(new Cursor<unknown>(sql, parameters));
    let broken = false;
    try {
      for (;;) {
        const batch = await Promise.race([cursor.read(batchSize), gone]);
        if (batch.length === 0) return;
        yield batch;
        if (batch.length < batchSize) return;
      }
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      if (!broken) await Promise.race([cursor.close(), gone]).catch(() => (broken = true));
      if (onGone) {
        client.removeListener('error', onGone);
        client.removeListener('end', onGone);
      }
      client.release(broken);
    }
  };
}

/**
 * SQLite whose transactions begin as writers (BEGIN IMMEDIATE). A transaction that began as a reader and wrote after
 * another process (a second server, `npm run admin`) committed to the same file would fail with SQLITE_BUSY_SNAPSHOT
 * (a 500); an immediate one waits its turn (busy_timeout) and reads what the other wrote. Within this process the one
 * connection runs one transaction at a time anyway.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

export interface OpenDb {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
}

export async function openDatabase(config: Config): Promise<OpenDb> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A connection the database drops (restart, failover, pg_terminate_backend) is discarded and replaced by the
    // pool; a request using it fails with a 500. Unheard, its 'error' event (emitted by the pool for idle clients and
    // by the client itself while checked out) would crash the whole process.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    rowStreams.set(db, postgresRowStream(pool));
    await migrate(db, 'postgres');
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'admin.sqlite');
  const sqlite = new DatabaseSync(file);
  sqlite.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON');
  sqlite.exec(`PRAGMA synchronous = ${config.sqliteSynchronous}; PRAGMA cache_size = -${MAIN_CACHE_KIB}`);
  // Statements prepared once per SQL text; reads answered from memory until a write (./cache.ts).
  const clock = sqliteChangeClock(sqlite);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: statementCache(sqlite) }),
    plugins: [changeTracker(clock)],
  });
  enableReadCache(db, clock);
  rowStreams.set(db, sqliteRowStream(file));
  await migrate(db, 'sqlite');
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
