/**
 * The SQLite driver: Node's built-in `node:sqlite` (nothing to compile on install), used through Kysely's own
 * `SqliteDialect` by way of the small adapter below (Kysely's `SqliteDatabase` / `SqliteStatement` interfaces).
 *
 * It needs Node 22.16 or newer: FTS5 (search, migration 0008) and `StatementSync.columns()` arrive together there;
 * 22.13–22.15 have `node:sqlite` without them.
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type * as NodeSqlite from 'node:sqlite';
import type { DatabaseSync as NodeDatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/** Only the ExperimentalWarning Node 22 prints when `node:sqlite` first loads (the pinned Node 24 prints none). */
const isSqliteExperimentalWarning = (warning: string | Error, options: unknown) =>
  (options === 'ExperimentalWarning' ||
    (typeof options === 'object' && options !== null && 'type' in options && options.type === 'ExperimentalWarning')) &&
  String(typeof warning === 'string' ? warning : warning.message).startsWith('SQLite is an experimental feature');

/** Loads `node:sqlite` with that one warning left out: every other warning, this one's sort included, still shows. */
function loadQuietly(): typeof NodeSqlite {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was below, and called on process
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    if (isSqliteExperimentalWarning(warning, rest[0])) return;
    Reflect.apply(emitWarning, process, [warning, ...rest]);
  };
  try {
    return process.getBuiltinModule('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
}

/**
 * node:sqlite as the server needs it. On an older Node (20 has no node:sqlite; 22.13–22.15 lack FTS5 and `columns()`)
 * this says why at once, instead of a TypeError here or "no such module: fts5" in a migration.
 */
function nodeSqlite(): typeof NodeSqlite {
  const sqlite = loadQuietly() as typeof NodeSqlite | undefined;
  if (typeof sqlite?.StatementSync?.prototype.columns !== 'function') {
    throw new Error(
      `Node ${process.versions.node} has no node:sqlite with FTS5: the server needs Node 22.16 or newer ` +
        '(npm start, npm test and npm run admin fetch one: README.md#prerequisites)',
    );
  }
  return sqlite;
}

export type DatabaseSync = NodeDatabaseSync;
export const { DatabaseSync } = nodeSqlite();

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
