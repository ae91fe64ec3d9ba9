/**
 * Kysely's SQLite driver interfaces over node:sqlite statements. Apart from ./sqlite.ts, which loads node:sqlite, so
 * that what only needs the statement wrapper (the read cache, and through it the queries) loads without it.
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/**
 * One prepared statement as Kysely's SQLite driver uses it. `reader` (the statement returns rows: a SELECT, a
 * RETURNING, a PRAGMA that answers) decides between `all` and `run`; `busy` is true while an iteration is open, during
 * which node:sqlite refuses other use of the statement (statementCache prepares another one).
 */
export class Statement implements SqliteStatement {
  readonly reader: boolean;
  private iterating = false;

  constructor(private readonly statement: StatementSync) {
    this.reader = statement.columns().length > 0;
  }

  get busy(): boolean {
    return this.iterating;
  }

  all(parameters: readonly unknown[]): unknown[] {
    return this.statement.all(...(parameters as SQLInputValue[]));
  }

  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.statement.run(...(parameters as SQLInputValue[]));
  }

  iterate(parameters: readonly unknown[]): IterableIterator<unknown> {
    const rows = this.statement.iterate(...(parameters as SQLInputValue[]));
    this.iterating = true;
    const end = () => (this.iterating = false);
    const iterator: IterableIterator<unknown> = {
      next: () => {
        try {
          const next = rows.next();
          if (next.done) end();
          return next;
        } catch (error) {
          end();
          throw error;
        }
      },
      return: (value?: unknown) => {
        end();
        rows.return?.();
        return { done: true, value };
      },
      [Symbol.iterator]: () => iterator,
    };
    return iterator;
  }
}

/** Kysely's `SqliteDatabase` with our statements. */
export interface SqliteConnection extends SqliteDatabase {
  prepare(sql: string): Statement;
}

/** Kysely's `SqliteDatabase` over a node:sqlite connection, each SQL text prepared anew (see statementCache). */
export const kyselySqlite = (db: DatabaseSync): SqliteConnection => ({
  close: () => db.close(),
  prepare: (sql) => new Statement(db.prepare(sql)),
});
