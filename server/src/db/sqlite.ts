/**
 * The SQLite driver: Node's built-in `node:sqlite` (nothing to compile on install), used through Kysely's own
 * `SqliteDialect` by way of the small adapter below (Kysely's `SqliteDatabase` / `SqliteStatement` interfaces).
 *
 * It needs Node 22.16 or newer: FTS5 (search, migration 0008) and `StatementSync.columns()` arrive together there;
 * 22.13–22.15 have `node:sqlite` without them.
 */
import type * as NodeSqlite from 'node:sqlite';
import type { DatabaseSync as NodeDatabaseSync } from 'node:sqlite';

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

export { kyselySqlite, Statement, type SqliteConnection } from './statement.ts';
