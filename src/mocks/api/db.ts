import { isTimeColumn, RESOURCES, type RecordType, type ResourceDef } from '@/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../../../server/src/db/schema.ts';
import { dropAssetUses, dropRecordUses, writeAssetUses, writeRecordUses } from '../../../server/src/db/assetUses.ts';
import type { PreparedStatement, SqlValue } from '@sqlite.org/sqlite-wasm';
import { fileOf, openMockSqlite, selectRows, type MockSqlite } from './sqlite';
import { SETTING_DEFAULTS } from '@/domain/defaults';
import type { LiveRow } from '@/domain/store';
import { MOCK_IMAGES } from '../assets/images';
import { seedRecords } from '../fixtures/records';
import { webhookSeeds } from '../fixtures/webhooks';

/** The demo admin of the in-memory API, and its one-time code. */
export const MOCK_ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin@12345', otp: '123456' } as const;

/** Tokens seeded by the Storybook decorator: a full session and a pre-code one. */
export const MOCK_TOKENS = { full: 'mock-token-full-session', pending: 'mock-token-pending-code' } as const;

/** The server's tables (server/src/db/schema.ts), each read whole, in row order. */
type Tables = { readonly [T in keyof Database]: readonly Readonly<Selectable<Database[T]>>[] };

/**
 * The in-memory API's state: the server's tables in an in-memory SQLite (./sqlite.ts), each read here as an array (a
 * copy at each read: a test changes rows through the API, `InMemoryApi.update` or `remove`), and the state the server
 * keeps in its own tables or its configuration.
 */
export interface MockDb extends Tables {
  /** The SQLite database the server's queries run on. */
  sql: MockSqlite;
  /** Revisions kept per record (`REVISIONS_KEEP`). */
  revisionsKeep: number;
  /** Days an item stays in the trash before the automatic purge (`TRASH_RETENTION_DAYS`). */
  trashRetentionDays: number;
  uploads: Map<string, { bytes: Uint8Array<ArrayBuffer>; type: string }>;
  /** Rows set-up wrote directly, by `type:id`, whose image uses are still to count (`countUses`). */
  touched: Map<string, { type: RecordType; id: number; added?: LiveRow }>;
}

/** Adds rows to a table as they are (ids included), synchronously. */
export function insertRows(db: MockDb, table: string, rows: readonly object[]): void {
  // One statement per column list, prepared once (preparing an insert compiles the table's triggers), in one
  // transaction.
  const statements = new Map<string, PreparedStatement>();
  try {
    db.sql.raw.transaction(() => {
      for (const row of rows) {
        const columns = Object.keys(row).map((column) => `"${column}"`);
        const sql = `INSERT INTO "${table}" (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
        const statement = statements.get(sql) ?? statements.set(sql, db.sql.raw.prepare(sql)).get(sql)!;
        statement.bind(Object.values(row) as SqlValue[]).stepReset();
      }
    });
  } finally {
    for (const statement of statements.values()) statement.finalize();
  }
}

/** Adds records given in the API's shape to their table; their image uses are counted before the next call. */
export function seedRows(db: MockDb, type: RecordType, records: readonly object[]): void {
  const rows = records.map((record) => rowFromRecord(type, record));
  insertRows(db, RESOURCES[type].storage.table, rows);
  for (const row of rows) db.touched.set(`${type}:${row.id}`, { type, id: row.id, added: row });
}

/** Image uses of the rows set-up wrote directly (seeds, `InMemoryApi.update`), counted as the server's writes do. */
export async function countUses(db: MockDb): Promise<void> {
  const [conn, touched] = [db.sql.db, [...db.touched.values()]];
  db.touched.clear();
  for (const { type, id, added } of touched) {
    const table = RESOURCES[type].storage.table;
    const row = added ?? selectRows<LiveRow>(db.sql.raw, `SELECT * FROM "${table}" WHERE id = ?`, [id])[0];
    if (type === 'asset') await (row ? writeAssetUses(conn, row as never) : dropAssetUses(conn, id));
    else if (type === 'blog' || type === 'meta')
      await (row ? writeRecordUses(conn, type, row, !!added) : dropRecordUses(conn, type, id));
  }
}

/** The derived columns (keys, a body's facts) of the source columns `values` gives, unless it gives them itself. */
export const derivedOf = (type: RecordType, values: Record<string, unknown>) =>
  Object.entries((RESOURCES[type] as ResourceDef).storage.derived).flatMap(([column, { from, by }]) => {
    const source = values[from];
    return typeof source === 'string' && !(column in values) ? [[column, by(source)] as const] : [];
  });

/**
 * A record as stories write it (the API's shape: ISO times, no normalised keys) as the row its table holds: times in
 * epoch ms, derived columns computed, fields left out as a create leaves them, and a post without publishing columns
 * published since its creation.
 */
export function rowFromRecord(type: RecordType, record: object): LiveRow {
  const { storage, fields } = RESOURCES[type] as ResourceDef;
  const source = record as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [column, kind] of Object.entries(storage.columns)) {
    const value = source[column];
    const field = fields[column];
    if (isTimeColumn(kind)) row[column] = typeof value === 'string' ? Date.parse(value) : (value ?? null);
    // A field the record leaves out holds what a create without it stores (an optional field: its fallback or '').
    else row[column] = value ?? (field ? (field.fallback ?? '') : null);
  }
  Object.assign(row, Object.fromEntries(derivedOf(type, source)));
  if (type === 'blog') {
    row.status ??= 'published';
    if (source.publishedAt === undefined) row.publishedAt = row.status === 'draft' ? null : row.createdDate;
  }
  return row as LiveRow;
}

/** The seeded database per clock and options: the next API opens a copy instead of seeding again. */
const seededFiles = new Map<string, Uint8Array<ArrayBuffer>>();

/** Seeded, deterministic records relative to `now` (or none at all for the `empty` scenario). */
export function createDb(now: Date, { empty = false, csvEdgeCases = false } = {}): MockDb {
  const key = `${now.getTime()} ${csvEdgeCases}`;
  const seeded = empty ? undefined : seededFiles.get(key);
  const sql = openMockSqlite(seeded);
  const db = {
    sql,
    revisionsKeep: SETTING_DEFAULTS.revisionsKeep,
    trashRetentionDays: SETTING_DEFAULTS.trashRetentionDays,
    uploads: new Map(),
    touched: new Map(),
  } as unknown as MockDb;
  for (const { name } of selectRows<{ name: string }>(sql.raw, "SELECT name FROM sqlite_master WHERE type = 'table'")) {
    const rows = () => selectRows(sql.raw, `SELECT * FROM "${name}" ORDER BY rowid`);
    if (!(name in db)) Object.defineProperty(db, name, { get: rows });
  }
  for (const [name, base64] of Object.entries(MOCK_IMAGES)) {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    db.uploads.set(`blogs/${name}`, { bytes, type: 'image/png' });
    db.uploads.set(`meta/${name}`, { bytes, type: 'image/png' });
  }
  if (seeded) return db;
  const at = now.getTime();
  const { id, email } = MOCK_ADMIN;
  insertRows(db, 'users', [{ id, email, name: 'Admin', passwordHash: '(MOCK_ADMIN.password)', createdAt: at }]);
  const session = { userId: id, createdAt: at, lastSeenAt: at, otpAttempts: 0 };
  const tokens = [MOCK_TOKENS.pending, MOCK_TOKENS.full]; // the full session is verified
  const sessions = tokens.map((tokenHash, verified) => ({ ...session, tokenHash, verified }));
  insertRows(db, 'sessions', sessions);
  if (empty) return db;

  const records = seedRecords(now, { csvEdgeCases });
  const hooks = webhookSeeds(now.getTime());
  const seeds = { ...records.tables, webhook: hooks.webhooks, redirect: hooks.redirects };
  for (const [type, list] of Object.entries(seeds) as [RecordType, object[]][]) seedRows(db, type, list);
  const activity = records.activity.map((line) => ({ ...line, createdAt: Date.parse(line.createdAt) }));
  insertRows(db, 'activity', activity);
  const messages = hooks.deliveries.map((row) => ({ ...row, messageId: `msg_seed${row.id}`, payload: '{}' }));
  insertRows(db, 'webhookDeliveries', messages);
  // With no library images seeded no record uses one, so a copy has nothing left to count.
  if (!records.tables.asset.length) {
    seededFiles.set(key, fileOf(sql.raw));
    db.touched.clear();
  }
  return db;
}
