/**
 * The SQLite driver (server/src/db/sqlite.ts): node:sqlite behind Kysely's own SqliteDialect. What the server relies
 * on: reads and writes told apart per statement (rows back, or the changed-row count and the new id), FTS5 with the
 * trigram tokenizer, iteration ended early, and no ExperimentalWarning on the output of a process that opens it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
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
});
