import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

// int8 (bigint columns, count(*)) arrive as strings by default; our values stay far below 2^53.
pg.types.setTypeParser(20, Number);

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
    await migrate(db, 'postgres');
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new Sqlite(path.join(config.dataDir, 'admin.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${config.sqliteSynchronous}`);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db, 'sqlite');
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
