import { isTimeColumn, RESOURCES, type RecordType, type ResourceDef } from '@/contract';
import type { RowOf } from '@/contract';
import { SETTING_DEFAULTS } from '@/domain/defaults';
import type { LiveRow, RevisionRow, TrashItem } from '@/domain/store';
import type { Activity } from '../../features/dashboard/types';
import { MOCK_IMAGES } from '../assets/images';
import { seedRecords } from '../fixtures/records';
import { webhookSeeds, type DeliveryRow } from '../fixtures/webhooks';

/** The demo admin of the in-memory API, and its one-time code. */
export const MOCK_ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin@12345', otp: '123456' } as const;

/** Tokens seeded by the Storybook decorator: a full session and a pre-code one. */
export const MOCK_TOKENS = { full: 'mock-token-full-session', pending: 'mock-token-pending-code' } as const;

export interface MockSession {
  email: string;
  full: boolean;
  otp: { code: string; attemptsLeft: number; expiresAt: number } | null;
  lastSentAt: number | null;
}

/**
 * The record types' tables, each under its `storage.table`: rows in the shape the server's tables hold them
 * (src/contract/storage.ts: times as epoch ms, normalised keys), so the shared rules (src/domain) read and write them
 * as they do the server's.
 */
type RowsOf<T extends RecordType> = RowOf<(typeof RESOURCES)[T]['storage']['columns']>[];
interface RecordTables {
  blogs: RowsOf<'blog'>;
  categories: RowsOf<'category'>;
  metas: RowsOf<'meta'>;
  enquiries: RowsOf<'enquiry'>;
  contacts: RowsOf<'contact'>;
  contentKeys: RowsOf<'contentKey'>;
  assets: RowsOf<'asset'>;
  webhooks: RowsOf<'webhook'>;
  redirects: RowsOf<'redirect'>;
}

/** The in-memory tables and the state beside them. */
export interface MockDb extends RecordTables {
  /** Webhook deliveries, oldest first (the server's queue and log: `webhookDeliveries`). */
  deliveries: DeliveryRow[];
  activity: Omit<Activity, 'exists'>[];
  /** Trashed records, oldest first. */
  trash: TrashItem[];
  /** Kept revisions of blog posts, meta pages and categories, oldest first. */
  revisions: RevisionRow[];
  /** Revisions kept per record (`REVISIONS_KEEP`). */
  revisionsKeep: number;
  /** Draft preview links: a token's hash, the post's row id and when it stops working (`PREVIEW_TTL_SECONDS`). */
  previewLinks: { tokenHash: string; blogRowId: number; createdBy: string; createdAt: number; expiresAt: number }[];
  /** Days an item stays in the trash before the automatic purge (`TRASH_RETENTION_DAYS`). */
  trashRetentionDays: number;
  uploads: Map<string, { bytes: Uint8Array<ArrayBuffer>; type: string }>;
  sessions: Map<string, MockSession>;
  /** When the admin's codes were mailed: the hourly cap is per account, across sign-ins (as the server's). */
  codesSent: number[];
  nextId: number;
}

/** A table's rows by its name (a record type's `storage.table`, or `trash`, `activity`, `revisions`). */
export const rowsOf = (db: MockDb, table: string) => (db as unknown as Record<string, LiveRow[]>)[table] ?? [];

/** The table a record type's rows live in. */
export const tableOf = (db: MockDb, type: RecordType) => rowsOf(db, RESOURCES[type].storage.table);

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
  for (const [column, derived] of Object.entries(storage.derived)) {
    const from = source[derived.from];
    if (typeof from === 'string') row[column] = derived.by(from);
  }
  if (type === 'blog') {
    row.status ??= 'published';
    if (source.publishedAt === undefined) row.publishedAt = row.status === 'draft' ? null : row.createdDate;
  }
  return row as LiveRow;
}

/** Seeded, deterministic records relative to `now` (or none at all for the `empty` scenario). */
export function createDb(now: Date, { empty = false, csvEdgeCases = false } = {}): MockDb {
  const tables = Object.fromEntries(Object.values(RESOURCES).map((resource) => [resource.storage.table, []]));
  const db: MockDb = {
    ...(tables as unknown as RecordTables),
    deliveries: [],
    activity: [],
    trash: [],
    revisions: [],
    revisionsKeep: SETTING_DEFAULTS.revisionsKeep,
    previewLinks: [],
    trashRetentionDays: SETTING_DEFAULTS.trashRetentionDays,
    uploads: new Map(),
    sessions: new Map([
      [MOCK_TOKENS.full, { email: MOCK_ADMIN.email, full: true, otp: null, lastSentAt: null }],
      [MOCK_TOKENS.pending, { email: MOCK_ADMIN.email, full: false, otp: null, lastSentAt: null }],
    ]),
    codesSent: [],
    nextId: 1000,
  };
  for (const [name, base64] of Object.entries(MOCK_IMAGES)) {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    db.uploads.set(`blogs/${name}`, { bytes, type: 'image/png' });
    db.uploads.set(`meta/${name}`, { bytes, type: 'image/png' });
  }
  if (empty) return db;

  const records = seedRecords(now, { csvEdgeCases });
  const hooks = webhookSeeds(now.getTime());
  const seeds = { ...records.tables, webhook: hooks.webhooks, redirect: hooks.redirects };
  for (const [type, list] of Object.entries(seeds) as [RecordType, object[]][]) {
    tableOf(db, type).push(...list.map((record) => rowFromRecord(type, record)));
  }
  db.activity.push(...records.activity);
  db.deliveries.push(...hooks.deliveries);
  return db;
}
