/**
 * Per-request database work the API can skip (issue #18), all on SQLite only:
 *
 * - **Prepared statements** are kept per SQL text (`statementCache`), so a statement is compiled by SQLite once, not
 *   on every request.
 * - **Reads answered from memory until a write** (`cachedRows`): a SELECT's rows are kept under its SQL and
 *   parameters, tagged with the change counts of every table it names. Any INSERT, UPDATE, DELETE or schema change
 *   through this process counts a change on the tables it names (`changeTracker`, a Kysely plugin, sees every
 *   statement, transactions included), and a write by another connection (another process on the same file, e.g.
 *   `npm run admin -- passwd`) is seen through SQLite's `PRAGMA data_version`, which counts a change on all tables.
 *   A kept answer whose tables changed since it was read is never used: the next read goes to the database.
 * - **Whole answers** (`AnswerCache`, http/list.ts `answerList`): a list page's JSON bytes under its URL, valid on the
 *   same terms (the version of the tables its reads named, taken before they ran) and until a time it gives (a
 *   scheduled post on the page turning published).
 *
 * On PostgreSQL nothing is kept: several API instances may share one database, and a write through another instance
 * (a sign-out, a new post) must count at once in this one, so every request reads.
 */
import type {
  CompiledQuery,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { DatabaseSync } from 'node:sqlite';
import { Statement } from './statement.ts';

/** Change counts per table, plus one for changes whose tables are unknown (all tables). */
export class ChangeClock {
  private all = 0;
  private readonly tables = new Map<string, number>();
  private externalSeen: unknown;
  private externalAsked = false;

  /** `external` returns a value that differs whenever another connection changed the database. */
  constructor(private readonly external: () => unknown) {
    this.externalSeen = external();
  }

  /** Counts a change on these tables, or on all of them. */
  changed(tables?: Iterable<string>): void {
    if (!tables) {
      this.all++;
      return;
    }
    for (const table of tables) this.tables.set(table, (this.tables.get(table) ?? 0) + 1);
  }

  /** A number that grows whenever one of `tables` may have changed. */
  version(tables: Iterable<string>): number {
    // Other connections are asked once per turn of the event loop: within one turn nothing else can be seen anyway.
    if (!this.externalAsked) {
      this.externalAsked = true;
      setImmediate(() => (this.externalAsked = false));
      const external = this.external();
      if (external !== this.externalSeen) {
        this.externalSeen = external;
        this.all++;
      }
    }
    let version = this.all;
    for (const table of tables) version += this.tables.get(table) ?? 0;
    return version;
  }
}

/** Every table a query tree names (FROM, joins, subqueries, INSERT/UPDATE/DELETE targets, `sql.table`). */
export function tablesOf(node: unknown, into = new Set<string>()): Set<string> {
  if (typeof node !== 'object' || node === null) return into;
  const table = node as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
  if (table.kind === 'TableNode' && typeof table.table?.identifier?.name === 'string') {
    into.add(table.table.identifier.name);
  }
  for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) tablesOf(value, into);
  return into;
}

const RAW_WRITE = /\b(insert|update|delete|replace|create|drop|alter|truncate|vacuum|reindex|attach|detach|pragma)\b/i;
const TARGETED = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** Counts a change for every statement that may write, before it runs. */
export function changeTracker(clock: ChangeClock): KyselyPlugin {
  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (node.kind === 'SelectQueryNode') return node;
      if (TARGETED.has(node.kind)) clock.changed(tablesOf(node));
      else if (node.kind !== 'RawNode' || RAW_WRITE.test(node.sqlFragments.join(' '))) clock.changed();
      return node;
    },
    transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return Promise.resolve(result);
    },
  };
}

/**
 * A bounded map of answers, each valid while the version of its tables is unchanged. At most `maxEntries` answers and
 * `maxSize` in all (each answer's size as its caller measures it); the least recently used go first.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { version: number; value: V; size: number }>();
  private used = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
  ) {}

  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.used -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: V, size: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.used -= old.size;
    }
    if (size > this.maxSize / 4) return; // one huge answer would push out everything else
    this.entries.set(key, { version, value, size });
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.used <= this.maxSize) break;
      this.entries.delete(oldest);
      this.used -= entry.size;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Statements kept per database connection; more distinct SQL texts than this drop the least recently used. */
export const STATEMENT_CACHE_SIZE = 500;
/**
 * Answers kept per database (session look-ups, list counts and pages), and about how much memory they may take in all
 * (`rowsBytes`, an estimate of the rows' size in V8's heap, not of their text: a row object costs several times its
 * characters).
 */
export const READ_CACHE_ENTRIES = 1000;
export const READ_CACHE_BYTES = 8_000_000;

/**
 * The object Kysely's SQLite dialect uses as its database: `prepare` returns the statement already prepared for the
 * same SQL (a new one while that one is still being iterated by a stream).
 */
export function statementCache(sqlite: DatabaseSync, max = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): Statement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = new Statement(sqlite.prepare(sql));
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > max) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

interface ReadCaching {
  clock: ChangeClock;
  rows: ReadCache<unknown[]>;
  /** The tables each SQL text names (the same text always names the same tables). */
  tables: Map<string, string[]>;
  answers: AnswerCache;
}

/** The tables some reads name and their change version, taken before the reads run. */
export interface ReadStamp {
  tables: readonly string[];
  version: number;
}

/** Whole answers (list pages' JSON) kept per database, and how many bytes of them in all (memory outside V8's heap). */
export const ANSWER_CACHE_ENTRIES = 500;
export const ANSWER_CACHE_BYTES = 8_000_000;

/**
 * Answers kept under a key (a list call's URL): each is used while no table its reads named has changed since they
 * ran and until its `validUntil` time (an answer that depends on the clock, e.g. a scheduled post's status).
 */
export class AnswerCache {
  private readonly answers = new ReadCache<{ body: Buffer; validUntil: number }>(
    ANSWER_CACHE_ENTRIES,
    ANSWER_CACHE_BYTES,
  );
  private readonly tables = new Map<string, readonly string[]>();

  constructor(private readonly clock: ChangeClock) {}

  get(key: string, now: number): Buffer | undefined {
    const tables = this.tables.get(key);
    if (!tables) return undefined;
    const kept = this.answers.get(key, this.clock.version(tables));
    return kept && now < kept.validUntil ? kept.body : undefined;
  }

  set(key: string, stamp: ReadStamp, body: Buffer, validUntil = Infinity): void {
    if (this.tables.size >= ANSWER_CACHE_ENTRIES * 2) this.tables.clear();
    this.tables.set(key, stamp.tables);
    this.answers.set(key, stamp.version, { body, validUntil }, body.length);
  }
}

/** The answer cache of a database (undefined on PostgreSQL, where nothing is kept). */
export const answersOf = (db: object): AnswerCache | undefined => caching.get(db)?.answers;

/** The tables `queries` read and their version now (undefined without a read cache): take it before they run. */
export function readStamp(db: object, queries: readonly CompiledQuery[]): ReadStamp | undefined {
  const cache = caching.get(db);
  if (!cache) return undefined;
  const tables = new Set<string>();
  for (const query of queries) for (const table of tablesOfSql(cache, query)) tables.add(table);
  return { tables: [...tables], version: cache.clock.version(tables) };
}

/** The tables one SQL text names, worked out once per text. */
function tablesOfSql(cache: ReadCaching, compiled: CompiledQuery): string[] {
  let tables = cache.tables.get(compiled.sql);
  if (!tables) {
    tables = [...tablesOf(compiled.query)];
    if (cache.tables.size >= READ_CACHE_ENTRIES) cache.tables.clear();
    cache.tables.set(compiled.sql, tables);
  }
  return tables;
}
const caching = new WeakMap<object, ReadCaching>();

/** Turns on `cachedRows` for this database (SQLite: one process writes through it; others are seen by data_version). */
export function enableReadCache(db: object, clock: ChangeClock): void {
  caching.set(db, {
    clock,
    rows: new ReadCache(READ_CACHE_ENTRIES, READ_CACHE_BYTES),
    tables: new Map(),
    answers: new AnswerCache(clock),
  });
}

/** A clock for a SQLite connection, with other connections' writes seen through `PRAGMA data_version`. */
export function sqliteChangeClock(sqlite: DatabaseSync): ChangeClock {
  const dataVersion = sqlite.prepare('PRAGMA data_version');
  return new ChangeClock(() => dataVersion.get()?.data_version);
}

const shared = new WeakSet<object>();
/** True for rows `cachedRows` answered from memory (the same objects it handed to an earlier caller). */
export const isSharedResult = (rows: readonly unknown[]): boolean => shared.has(rows);

interface Executor {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/**
 * Runs a compiled SELECT, or answers it from memory if the same SQL with the same parameters was read since the last
 * change of any table it names. The rows are shared between callers: treat them as read-only. `key`, when given,
 * stands for the SQL and its parameters (a short text the caller makes unique to them, e.g. for a query run on
 * every request, so its long SQL is not copied into a key each time).
 */
export async function cachedRows<R>(db: Executor, compiled: CompiledQuery<R>, key?: string): Promise<R[]> {
  const cache = caching.get(db);
  if (!cache) return (await db.executeQuery(compiled)).rows;
  key ??= `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const tables = tablesOfSql(cache, compiled);
  const version = cache.clock.version(tables);
  const kept = cache.rows.get(key, version);
  if (kept) {
    shared.add(kept);
    return kept as R[];
  }
  const { rows } = await db.executeQuery(compiled);
  cache.rows.set(key, version, rows, KEY_BYTES + key.length + rowsBytes(rows));
  return rows;
}

// The estimate's parts, from V8's object layout (64-bit, no pointer compression): node:sqlite hands each row over as an
// object in dictionary mode (a hash table of about 64 bytes a field, its capacity rounded up) and each text value as a
// string of its own (a header and its characters, two bytes each once one falls outside Latin-1). A text value is
// counted at two bytes a character: for a row a list has served from memory its item's JSON is kept too (http/list.ts
// `pageBody`), about its text again.
const KEY_BYTES = 64;
const ROW_BYTES = 160;
const FIELD_BYTES = 64;
const STRING_BYTES = 24;

/** About how much memory a result's rows take in V8's heap (see the parts above). */
function rowsBytes(rows: readonly unknown[]): number {
  let bytes = 0;
  for (const row of rows) {
    bytes += ROW_BYTES;
    for (const value of Object.values(row as object)) {
      bytes += FIELD_BYTES + (typeof value === 'string' ? STRING_BYTES + 2 * value.length : 0);
    }
  }
  return bytes;
}
