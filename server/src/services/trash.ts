import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  blogsInCategory,
  deleteLive,
  insertLive,
  insertTrash,
  keyHeldInTrash,
  liveColumns,
  liveValueTaken,
  selectLive,
  takeAllFromTrash,
  takeExpired,
  takeFromTrash,
  type ErasedRow,
  type LiveRow,
  type LiveTable,
} from '../db/trash.ts';
import { countLabel, NOUNS } from '../../../src/lib/plural.ts';
import { categoryNameKey, pageUrlKey } from '../../../src/lib/uniqueKeys.ts';
import { conflict, notFound } from '../http/errors.ts';
import { record } from './activity.ts';
import { removeImage, type UploadKind } from './files.ts';

/**
 * The trash (issue 14, SHARED-API.md "Trash"): the five deletes move a record here (its image file kept), a restore
 * puts it back with its own id, a purge erases it and its image. Moves and restores run in the caller's transaction
 * or one of their own; image files are removed only after the erasing transaction committed.
 */

export const TRASH_TYPES = ['blog', 'category', 'meta', 'contact', 'enquiry'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Items the automatic purge erases per statement. */
const PURGE_BATCH = 200;
/** How often the automatic purge runs after the one at start-up. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

export const NOT_IN_TRASH = 'This item is not in the trash.';

interface Kind {
  table: LiveTable;
  recordId: (row: LiveRow) => string;
  label: (row: LiveRow) => string;
  /** The activity log's subject: `Blog post "X"`, `Contact message from X`. */
  subject: (row: LiveRow) => string;
  /** The unique key column the record holds while trashed (its value is already normalised in the row). */
  keyColumn?: string;
  /** 409 of a restore whose key a live record now holds. */
  taken?: string;
  /** 409 of a create or update whose key a trashed record holds, and the field it is about. */
  held?: { field: string; message: string };
  image?: { column: string; kind: UploadKind };
}

const text = (row: LiveRow, column: string) => {
  const value = row[column];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
/** A sender's name, or the email when the name is empty. */
const sender = (row: LiveRow, email: string) => text(row, 'name').trim() || text(row, email);

/** The key a record holds while trashed, and the two 409s about it (SHARED-API.md). */
const uniqueKey = (keyColumn: string, field: string, subject: string, fix: string) => ({
  keyColumn,
  taken: `${subject} already exists. ${fix}`,
  held: { field, message: `${subject} is in the trash. Restore it or delete it forever first.` },
});

export const KINDS: Record<TrashType, Kind> = {
  blog: {
    table: 'blogs',
    recordId: (row) => text(row, 'blogId'),
    label: (row) => text(row, 'blogTitle'),
    subject: (row) => `Blog post "${text(row, 'blogTitle')}"`,
    ...uniqueKey('blogId', 'blogId', 'A blog post with this blogId', "Change that post's blogId first."),
    image: { column: 'imageUrl', kind: 'blogs' },
  },
  category: {
    table: 'categories',
    recordId: (row) => String(row.id),
    label: (row) => text(row, 'category'),
    subject: (row) => `Category "${text(row, 'category')}"`,
    ...uniqueKey('categoryKey', 'category', 'A category with this name', 'Rename that category first.'),
  },
  meta: {
    table: 'metas',
    recordId: (row) => String(row.id),
    label: (row) => text(row, 'metaTitle'),
    subject: (row) => `Meta entry "${text(row, 'metaTitle')}"`,
    ...uniqueKey('metaUrlKey', 'metaUrl', 'A meta entry with this URL', "Change that entry's URL first."),
    image: { column: 'image', kind: 'meta' },
  },
  contact: {
    table: 'contacts',
    recordId: (row) => String(row.id),
    label: (row) => sender(row, 'email'),
    subject: (row) => `Contact message from ${sender(row, 'email')}`,
  },
  enquiry: {
    table: 'enquiries',
    recordId: (row) => String(row.id),
    label: (row) => sender(row, 'emailId'),
    subject: (row) => `Enquiry from ${sender(row, 'emailId')}`,
  },
};

async function log(db: Db, type: TrashType, row: LiveRow, what: string, actor: string, now: number) {
  const kind = KINDS[type];
  await record(
    db,
    {
      action: `${kind.subject(row)} ${what}`,
      type: type,
      recordId: kind.recordId(row),
      recordLabel: kind.label(row),
      actor,
    },
    now,
  );
}

/**
 * Moves one live record (as read by the caller, in the caller's transaction `trx`) to the trash and logs
 * `… moved to the trash`. 404 when a concurrent delete removed it first.
 */
export async function moveToTrash(
  trx: Db,
  config: Pick<Config, 'now' | 'trashRetentionDays'>,
  type: TrashType,
  row: object,
  actor: string,
): Promise<void> {
  const live = row as LiveRow;
  const kind = KINDS[type];
  if (!(await deleteLive(trx, kind.table, live.id))) throw notFound(kind.subject(live));
  const now = config.now();
  await insertTrash(trx, {
    type,
    id: live.id,
    recordId: kind.recordId(live),
    label: kind.label(live).slice(0, 500),
    uniqueKey: kind.keyColumn ? (live[kind.keyColumn] as string | null) : null,
    data: JSON.stringify(live),
    image: kind.image ? ((live[kind.image.column] as string | null) ?? null) : null,
    deletedAt: now,
    deletedBy: actor,
    purgeAt: now + config.trashRetentionDays * DAY_MS,
  });
  await log(trx, type, live, 'moved to the trash', actor, now);
}

/** How a create's or update's values give a record type's unique key, normalised as the live uniqueness check does. */
const KEY_OF: Record<string, (values: Record<string, unknown>) => string | undefined> = {
  blog: (values) => (typeof values.blogId === 'string' ? values.blogId : undefined),
  category: (values) => (typeof values.category === 'string' ? categoryNameKey(values.category) : undefined),
  meta: (values) => (typeof values.metaUrl === 'string' ? pageUrlKey(values.metaUrl) : undefined),
};

/**
 * Refuses (409, with the message in `errors.<field>` too) a create, or an update that changes the key (`row`: the
 * record as it is), whose unique key (blogId, categoryKey, metaUrlKey) a trashed record holds.
 */
export async function assertKeyNotInTrash(db: Db, type: string, values: object, row?: object): Promise<void> {
  const kind = KINDS[type as TrashType];
  const key = KEY_OF[type]?.(values as Record<string, unknown>);
  if (!kind?.held || key === undefined || !kind.keyColumn) return;
  if (row && (row as Record<string, unknown>)[kind.keyColumn] === key) return;
  if (!(await keyHeldInTrash(db, type, key))) return;
  const { field, message } = kind.held;
  throw conflict(message, { errors: { [field]: message } });
}

/** The 409 a restore of `row` would break a rule with, or undefined. */
async function restoreRefusal(trx: Db, type: TrashType, row: LiveRow): Promise<string | undefined> {
  const kind = KINDS[type];
  if (type === 'blog') {
    const category = text(row, 'category');
    if (!(await liveValueTaken(trx, 'categories', 'category', category)))
      return `Restore or create the category "${category}" first.`;
  }
  const key = kind.keyColumn ? row[kind.keyColumn] : undefined;
  if (typeof key === 'string' && (await liveValueTaken(trx, kind.table, kind.keyColumn!, key))) return kind.taken;
  return undefined;
}

/**
 * Restores the named items of one type in one transaction, each with its own id: all or nothing (any rule the
 * restore would break refuses the whole call with 409 and changes nothing). Ids not in the trash are returned.
 */
export async function restore(
  db: Db,
  config: Pick<Config, 'now'>,
  type: TrashType,
  ids: readonly number[],
  actor: string,
): Promise<{ restored: LiveRow[]; missing: number[] }> {
  const kind = KINDS[type];
  const columns = await liveColumns(db, kind.table);
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await takeFromTrash(trx, type, ids);
      const restored: LiveRow[] = [];
      const now = config.now();
      for (const item of taken.sort((a, b) => a.id - b.id)) {
        const row = JSON.parse(item.data) as LiveRow;
        const refusal = await restoreRefusal(trx, type, row);
        if (refusal) throw conflict(refusal);
        await insertLive(trx, kind.table, row, columns);
        await log(trx, type, row, 'restored', actor, now);
        restored.push(row);
      }
      const found = new Set(taken.map((item) => item.id));
      return { restored, missing: ids.filter((id) => !found.has(id)) };
    });
  } catch (error) {
    // A live record took the key between the check and the insert (another instance): the same refusal.
    if (isUniqueViolation(error) && kind.taken) throw conflict(kind.taken);
    throw error;
  }
}

/** Removes the image files of erased items (after their transaction committed). */
async function removeFiles(config: Pick<Config, 'dataDir'>, erased: ErasedRow[]): Promise<void> {
  for (const item of erased) {
    const image = KINDS[item.type as TrashType]?.image;
    if (image && item.image) await removeImage(config.dataDir, image.kind, item.image);
  }
}

/** Erases trashed items for good (all of them when `ids` is undefined), logs `… deleted forever`, removes files. */
export async function purge(
  db: Db,
  config: Pick<Config, 'now' | 'dataDir'>,
  actor: string,
  which?: { type: TrashType; ids: readonly number[] },
): Promise<number> {
  const erased = await db.transaction().execute(async (trx) => {
    const items = which ? await takeFromTrash(trx, which.type, which.ids) : await takeAllFromTrash(trx);
    const now = config.now();
    for (const item of items) {
      await log(trx, item.type as TrashType, JSON.parse(item.data) as LiveRow, 'deleted forever', actor, now);
    }
    return items;
  });
  await removeFiles(config, erased);
  return erased.length;
}

/**
 * The automatic purge: erases every item whose `purgeAt` has passed, in batches, and their files. Safe with several
 * API instances on one database: each item is taken by one `DELETE … RETURNING` only, so its file is removed once.
 * Not logged in the activity (nobody did it; the retention setting is documented).
 */
export async function purgeExpired(db: Db, config: Pick<Config, 'now' | 'dataDir'>): Promise<number> {
  let total = 0;
  for (;;) {
    const erased = await takeExpired(db, config.now(), PURGE_BATCH);
    await removeFiles(config, erased);
    total += erased.length;
    if (erased.length < PURGE_BATCH) return total;
  }
}

/** The live rows of `type` with these ids, and the ids not found. */
export async function findLive(db: Db, type: TrashType, ids: readonly number[]) {
  const rows = await selectLive(db, KINDS[type].table, ids);
  const found = new Set(rows.map((row) => row.id));
  return { rows, missing: ids.filter((id) => !found.has(id)) };
}

/**
 * `POST /bulk/trash`: moves the live records among `ids` to the trash in one transaction; unknown (or already
 * trashed) ids are returned as missing. A category still used by live posts refuses the whole call.
 */
export async function bulkTrash(
  db: Db,
  config: Pick<Config, 'now' | 'trashRetentionDays'>,
  type: TrashType,
  ids: readonly number[],
  actor: string,
): Promise<{ changed: number; missing: number[] }> {
  return db.transaction().execute(async (trx) => {
    const { rows, missing } = await findLive(trx, type, ids);
    for (const row of rows) {
      if (type === 'category') {
        const used = await blogsInCategory(trx, text(row, 'category'));
        if (used > 0)
          throw conflict(`Category "${text(row, 'category')}" is used by ${countLabel(used, NOUNS.blogPost)}.`);
      }
      await moveToTrash(trx, config, type, row, actor);
    }
    return { changed: rows.length, missing };
  });
}
