/**
 * Kysely's Migrator knows a migration by its name (`kysely_migration`). A database migrated before the migrations
 * moved into one file each (fixtures/migrated/: made by the one-file code of commit 8fcfd82 on both databases) opens
 * with today's code, re-runs none of the migrations it has, misses none, and ends with the same schema as a fresh
 * database migrated by today's code: the copies of the helpers the migrations used changed nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Kysely, PostgresDialect, SqliteDialect, sql, type QueryExecutorProvider } from 'kysely';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Db, type OpenDb } from '../src/db/index.ts';
import { InCodeProvider } from '../src/db/migrations/index.ts';
import { DatabaseSync, kyselySqlite } from '../src/db/sqlite.ts';
import { BLOG_DOCUMENT_PG } from '../src/db/search.ts';
import { eachDialect, freshPostgresDatabase, type DialectName } from './helpers.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'migrated');

interface Place {
  dataDir: string;
  databaseUrl: string | undefined;
}

const opened: OpenDb[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function emptyPlace(dialect: DialectName): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-migrations-'));
  dirs.push(dataDir);
  return { dataDir, databaseUrl: dialect === 'postgres' ? await freshPostgresDatabase() : undefined };
}

/** A database as the code before the split left it, from its fixture. */
async function oldDatabase(dialect: DialectName): Promise<Place> {
  const place = await emptyPlace(dialect);
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    await client.query(fs.readFileSync(path.join(FIXTURES, '0010.postgres.sql'), 'utf8'));
    await client.end();
  } else {
    const file = path.join(place.dataDir, 'admin.sqlite');
    fs.writeFileSync(file, gunzipSync(fs.readFileSync(path.join(FIXTURES, '0010.sqlite.gz'))));
  }
  return place;
}

async function open(place: Place): Promise<Db> {
  const database = await openDatabase(
    loadConfig({ DATA_DIR: place.dataDir, LOG_LEVEL: 'silent' }, { databaseUrl: place.databaseUrl }),
  );
  opened.push(database);
  return database.db;
}

/** Reads a database without running any migration on it. */
async function withoutMigrating<T>(place: Place, read: (db: QueryExecutorProvider) => Promise<T>): Promise<T> {
  const db = new Kysely<unknown>({
    dialect: place.databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: place.databaseUrl }) })
      : new SqliteDialect({ database: kyselySqlite(new DatabaseSync(path.join(place.dataDir, 'admin.sqlite'))) }),
  });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

const migrationsRun = async (db: QueryExecutorProvider) =>
  (
    await sql<{
      name: string;
      timestamp: string;
    }>`select ${sql.ref('name')}, ${sql.ref('timestamp')} from ${sql.table('kysely_migration')} order by ${sql.ref('name')}`.execute(
      db,
    )
  ).rows;

/** Every table, column, index, constraint, trigger and function, as the database itself writes them. */
async function schemaOf(dialect: DialectName, db: QueryExecutorProvider): Promise<unknown> {
  const rows = async (query: string) => (await sql.raw(query).execute(db)).rows;
  if (dialect === 'sqlite') return rows('select type, name, tbl_name, sql from sqlite_master order by type, name');
  return {
    columns: await rows(`select table_name, column_name, ordinal_position, data_type, is_nullable, column_default,
      generation_expression from information_schema.columns where table_schema = 'public'
      order by table_name, ordinal_position`),
    indexes: await rows(`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
      order by indexname`),
    constraints: await rows(`select conrelid::regclass::text as "table", conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by conname`),
    triggers: await rows(`select tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal
      order by tgname`),
    functions: await rows(`select proname, pg_get_functiondef(oid) as def from pg_proc
      where pronamespace = 'public'::regnamespace order by proname`),
  };
}

eachDialect('a database migrated before one file per migration', (dialect) => {
  it('opens with today’s migrations, runs none it has run and misses none', async () => {
    const place = await oldDatabase(dialect);
    const before = await withoutMigrating(place, migrationsRun);
    expect(before.map((row) => row.name)).toEqual([
      '0001_initial',
      '0002_list_order_indexes',
      '0003_normalized_uniques',
      '0004_publishing',
      '0005_seo',
      '0006_trash',
      '0007_seo_flags',
      '0008_fts',
      '0010_keyset',
    ]);
    const known = Object.keys(await new InCodeProvider(dialect).getMigrations()).sort();
    const after = await migrationsRun(await open(place));
    // Its own rows are untouched (same names, same times: nothing re-ran) and every migration known today has run.
    expect(after.filter((row) => before.some((old) => old.name === row.name))).toEqual(before);
    expect(after.map((row) => row.name)).toEqual(known);
  });

  it('ends with the schema today’s migrations give a fresh database', async () => {
    const old = await open(await oldDatabase(dialect));
    const fresh = await open(await emptyPlace(dialect));
    expect(await schemaOf(dialect, old)).toEqual(await schemaOf(dialect, fresh));
  });

  it.runIf(dialect === 'postgres')('the blog search’s words walk the full-text index migration 0008 made', async () => {
    const db = await open(await emptyPlace(dialect));
    const plan = await db.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`explain select ${sql.ref('id')} from ${sql.table('blogs')} where ${BLOG_DOCUMENT_PG} @@ to_tsquery('simple'::regconfig, 'hello:*')`.execute(
        conn,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('blogs_fulltext');
  });
});
