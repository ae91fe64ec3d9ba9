/**
 * The SQLite driver (server/src/db/sqlite.ts): node:sqlite behind Kysely's own SqliteDialect. What the server relies
 * on: reads and writes told apart per statement (rows back, or the changed-row count and the new id), FTS5 with the
 * trigram tokenizer, iteration ended early, no ExperimentalWarning on the output of a process that opens it, and on
 * the server's own connections (openDatabase) the WAL, durability and page-cache settings and streamed reads.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { MAIN_CACHE_KIB, openDatabase, rowStreamOf, STREAM_CACHE_KIB, type OpenDb } from '../src/db/index.ts';
import { DatabaseSync, kyselySqlite } from '../src/db/sqlite.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('db/sqlite.ts', () => {
  it('gives Kysely rows for reads and RETURNING, and the changes and new id for writes', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a throwaway table
    const db = new Kysely<any>({
      dialect: new SqliteDialect({ database: kyselySqlite(new DatabaseSync(':memory:')) }),
    });
    try {
      await sql`create table t (id integer primary key autoincrement, name text not null)`.execute(db);
      const inserted = await db
        .insertInto('t')
        .values([{ name: 'a' }, { name: 'b' }])
        .executeTakeFirstOrThrow();
      expect(inserted).toMatchObject({ insertId: 2n, numInsertedOrUpdatedRows: 2n });
      expect(await db.insertInto('t').values({ name: 'c' }).returning(['id', 'name']).execute()).toEqual([
        { id: 3, name: 'c' },
      ]);
      const updated = await db.updateTable('t').set({ name: 'z' }).where('id', '>', 1).executeTakeFirstOrThrow();
      expect(updated.numUpdatedRows).toBe(2n);
      expect(await db.selectFrom('t').select('name').orderBy('id').execute()).toEqual([
        { name: 'a' },
        { name: 'z' },
        { name: 'z' },
      ]);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([
        { foreign_keys: 1 },
      ]);
      const deleted = await db.deleteFrom('t').where('name', '=', 'z').executeTakeFirstOrThrow();
      expect(deleted.numDeletedRows).toBe(2n);
      await expect(db.insertInto('t').values({ name: null }).execute()).rejects.toThrow(/NOT NULL/);
    } finally {
      await db.destroy();
    }
  });

  it('has FTS5 with the unicode61 and trigram tokenizers', () => {
    const db = new DatabaseSync(':memory:');
    try {
      db.exec(`create virtual table words using fts5(body, tokenize='unicode61 remove_diacritics 0');
        create virtual table grams using fts5(body, tokenize='trigram');
        insert into words values ('Café au lait'), ('tea');
        insert into grams values ('Café au lait'), ('tea');`);
      expect(db.prepare('select body from words where words match ?').all('"caf"*')).toEqual([
        { body: 'Café au lait' },
      ]);
      expect(db.prepare('select body from grams where grams match ?').all('"au l"')).toEqual([
        { body: 'Café au lait' },
      ]);
    } finally {
      db.close();
    }
  });

  it('ends an iteration early and frees the statement for the next use', () => {
    const db = new DatabaseSync(':memory:');
    try {
      db.exec('create table n (v integer); insert into n values (1), (2), (3)');
      const statement = kyselySqlite(db).prepare('select v from n order by v');
      const rows = statement.iterate([]);
      expect(rows.next().value).toEqual({ v: 1 });
      expect(statement.busy).toBe(true);
      rows.return?.();
      expect(statement.busy).toBe(false);
      expect(statement.all([])).toHaveLength(3);
      expect([...statement.iterate([])]).toHaveLength(3);
      expect(statement.busy).toBe(false);
    } finally {
      db.close();
    }
  });

  it('prints no ExperimentalWarning when a process opens a database, and other warnings still show', async () => {
    const script = `
      const { DatabaseSync } = await import('./server/src/db/sqlite.ts');
      new DatabaseSync(':memory:').prepare('select 1').get();
      process.emitWarning('another warning');`;
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: root, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(stderr).not.toContain('ExperimentalWarning');
    expect(stderr).toContain('Warning: another warning');
  });

  it('says which Node it needs on one without node:sqlite (20) or without FTS5 (22.13 to 22.15)', async () => {
    // What those Nodes give: no module at all, or one whose statements lack columns() (which came with FTS5).
    for (const standIn of ['undefined', '{ ...real, StatementSync: class {} }']) {
      const script = `
        const get = process.getBuiltinModule;
        process.getBuiltinModule = (id) => {
          const real = get(id);
          return id === 'node:sqlite' ? ${standIn} : real;
        };
        await import('./server/src/db/sqlite.ts');`;
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      await expect(run).rejects.toMatchObject({
        stderr: expect.stringContaining(
          `Node ${process.versions.node} has no node:sqlite with FTS5: the server needs Node 22.16 or newer`,
        ) as string,
      });
    }
  });
});

describe("the server's SQLite connections (db/index.ts)", () => {
  async function withDatabase(env: Record<string, string>, use: (open: OpenDb) => Promise<void>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-'));
    const open = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }));
    try {
      await use(open);
    } finally {
      await open.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pragma = async (open: OpenDb, name: string) =>
    Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(open.db)).rows[0] ?? {})[0];

  it('opens the file in WAL mode with the durability, lock wait, foreign keys and page cache it is given', async () => {
    for (const [setting, synchronous] of [
      ['FULL', 2],
      ['NORMAL', 1],
    ] as const) {
      await withDatabase({ SQLITE_SYNCHRONOUS: setting }, async (open) => {
        expect(open.dialect).toBe('sqlite');
        expect(await pragma(open, 'journal_mode')).toBe('wal');
        expect(await pragma(open, 'synchronous')).toBe(synchronous);
        expect(await pragma(open, 'busy_timeout')).toBe(5000);
        expect(await pragma(open, 'foreign_keys')).toBe(1);
        expect(await pragma(open, 'cache_size')).toBe(-MAIN_CACHE_KIB);
      });
    }
  });

  it('streams a read in batches from a read-only connection of its own, a snapshot the main one never waits for', async () => {
    await withDatabase({}, async ({ db }) => {
      await sql`create table n (v integer)`.execute(db);
      await sql`insert into n (v) with recursive s(v) as (select 1 union all select v + 1 from s where v < 2500)
        select v from s`.execute(db);
      const stream = rowStreamOf(db);
      const settings = async (name: string) => {
        for await (const [row] of stream({ sql: `pragma ${name}`, parameters: [] }, 1))
          return Object.values(row as object)[0] as unknown;
      };
      expect(await settings('cache_size')).toBe(-STREAM_CACHE_KIB);
      expect(await settings('busy_timeout')).toBe(5000);
      await expect(stream({ sql: 'delete from n', parameters: [] }, 1).next()).rejects.toThrow(/readonly/);

      const batches: number[] = [];
      let last = 0;
      for await (const batch of stream({ sql: 'select v from n where v > ? order by v', parameters: [0] }, 1000)) {
        batches.push(batch.length);
        last = (batch.at(-1) as { v: number }).v;
        // written on the main connection while the stream is open: done at once, and not in the stream's snapshot
        if (batches.length === 1) await sql`insert into n (v) values (9999)`.execute(db);
      }
      expect(batches).toEqual([1000, 1000, 500]);
      expect(last).toBe(2500);

      const early = stream({ sql: 'select v from n', parameters: [] }, 10);
      expect((await early.next()).value).toHaveLength(10);
      await early.return();
      // ended early, it keeps no snapshot: a checkpoint can copy the whole log back and empty it (busy 0)
      expect((await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)).rows).toEqual([
        { busy: 0, log: 0, checkpointed: 0 },
      ]);
    });
  });
});
