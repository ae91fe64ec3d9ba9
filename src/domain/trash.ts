/**
 * The trash, once for the server and the in-memory API: a delete moves a record here (its image file kept), a
 * restore puts it back with its own id, a purge erases it and its image. Moves and restores run in the caller's
 * transaction or one of their own; image files are removed only after the erasing transaction committed.
 */
import { countLabel, NOUNS } from '../lib/plural.ts';
import { RESOURCES, uniquesOf, type ListDef, type RecordType, type UniqueDef } from '../contract/index.ts';
import { badRequest, conflict, invalidFields, missing, notFound } from './errors.ts';
import { assetUsedBy, KINDS, labelOf, liveCategories, postsInCategory, recordIdOf } from './kinds.ts';
import { dropHistories } from './revisions.ts';
import type { ErasedItem, LiveRow, Store, TrashItem } from './store.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Items the automatic purge erases per statement. */
const PURGE_BATCH = 200;
/** How often the automatic purge runs after the one at start-up. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;
export const NOT_IN_TRASH = 'This item is not in the trash.';

/** Who moves things in and out of the trash, and when. */
export interface TrashContext<Conn> {
  store: Store<Conn>;
  actor: string;
  now: number;
  trashRetentionDays: number;
}

const tableOf = (type: RecordType) => RESOURCES[type].storage.table;

/** The column a trashed record's unique key is read from (normalised), or undefined for types without one. */
function keyColumn(type: RecordType): string | undefined {
  const unique = RESOURCES[type].unique;
  return unique ? (unique.column ?? unique.field) : undefined;
}

async function log<Conn>(ctx: TrashContext<Conn>, conn: Conn, type: RecordType, row: LiveRow, what: string) {
  const resource = RESOURCES[type];
  const label = labelOf(resource, row);
  await ctx.store.record(
    conn,
    {
      action: `${resource.subject(label)} ${what}`,
      type,
      recordId: recordIdOf(resource, row),
      recordLabel: label,
      actor: ctx.actor,
    },
    ctx.now,
  );
}

/**
 * Moves one live record (as read by the caller, in the caller's transaction) to the trash and logs
 * `… moved to the trash`. 404 when a concurrent delete removed it first.
 */
export async function moveToTrash<Conn>(ctx: TrashContext<Conn>, conn: Conn, type: RecordType, row: LiveRow) {
  const resource = RESOURCES[type];
  const label = labelOf(resource, row);
  if (!(await ctx.store.remove(conn, tableOf(type), row.id))) throw notFound(resource.subject(label));
  const column = keyColumn(type);
  const image = resource.image ? row[resource.image.field] : resource.files ? row[resource.files.field] : null;
  await ctx.store.trash.put(conn, {
    type,
    id: row.id,
    recordId: recordIdOf(resource, row),
    label: label.slice(0, 500),
    uniqueKey: column ? ((row[column] as string | null) ?? null) : null,
    data: JSON.stringify(row),
    image: typeof image === 'string' ? image : null,
    deletedAt: ctx.now,
    deletedBy: ctx.actor,
    purgeAt: ctx.now + ctx.trashRetentionDays * DAY_MS,
  });
  await log(ctx, conn, type, row, 'moved to the trash');
}

/**
 * Refuses (409, with the message in `errors.<field>` too) a write whose `unique` key (already normalised) a trashed
 * record of `type` holds; `current` is the key the record being updated holds now.
 */
export async function assertKeyNotInTrash<Conn>(
  store: Store<Conn>,
  conn: Conn,
  type: RecordType,
  unique: UniqueDef,
  key: string | undefined,
  current?: unknown,
) {
  if (key === undefined || key === current) return;
  // The trash keeps a record's first unique key in a column of its own; the others are read from its stored row.
  const primary = RESOURCES[type].unique === unique;
  const held = primary
    ? await store.trash.keyHeld(conn, type, key)
    : await store.trash.holds(conn, type, unique.column ?? unique.field, key);
  if (held) throw conflict(unique.trashed, { errors: { [unique.field]: unique.trashed } });
}

const categoryOf = (row: LiveRow) => (typeof row.category === 'string' ? row.category : '');

/**
 * The 409 a restore of `row` would break a rule with, or undefined. `categories`: the live categories the restored
 * posts name, held (`liveCategories`) until the restore commits.
 */
async function restoreRefusal<Conn>(
  store: Store<Conn>,
  conn: Conn,
  type: RecordType,
  row: LiveRow,
  categories: ReadonlySet<string>,
) {
  if (type === 'blog' && !categories.has(categoryOf(row))) {
    return `Restore or create the category "${categoryOf(row)}" first.`;
  }
  for (const unique of uniquesOf(RESOURCES[type])) {
    const column = unique.column ?? unique.field;
    const key = row[column];
    if (typeof key === 'string' && (await store.count(conn, tableOf(type), column, key)) > 0) {
      return unique.restoreTaken;
    }
  }
  return undefined;
}

/**
 * A trashed row with the derived columns it lacks: a row trashed before a migration added a derived column (a post's
 * links, its path key) comes back with it computed from its field, as a write would have stored it. Columns the row
 * has keep their value (a key a migration marked as a look-alike duplicate stays as it was).
 */
function withMissingDerived(type: RecordType, row: LiveRow): LiveRow {
  const filled: LiveRow = { ...row };
  for (const [column, derived] of Object.entries(RESOURCES[type].storage.derived)) {
    const source = row[derived.from];
    if (!(column in row) && typeof source === 'string') filled[column] = derived.by(source);
  }
  return filled;
}

/**
 * Restores the named items of one type in one transaction, each with its own id: all or nothing (any rule the
 * restore would break refuses the whole call with 409 and changes nothing). Ids not in the trash are returned.
 */
export async function restore<Conn>(ctx: TrashContext<Conn>, type: RecordType, ids: readonly number[]) {
  const { store } = ctx;
  try {
    return await store.transaction(async (conn) => {
      const taken = await store.trash.take(conn, type, ids);
      const rows = taken
        .sort((a, b) => a.id - b.id)
        .map((item) => withMissingDerived(type, JSON.parse(item.data) as LiveRow));
      // All the posts' categories locked in one statement (in id order, as a bulk trash of them locks them).
      const categories =
        type === 'blog' ? await liveCategories({ store, conn, now: ctx.now }, rows.map(categoryOf)) : new Set<string>();
      const restored: LiveRow[] = [];
      for (const row of rows) {
        const refusal = await restoreRefusal(store, conn, type, row, categories);
        if (refusal) throw conflict(refusal);
        const settled = (await KINDS[type].onRestore?.({ store, conn, now: ctx.now }, row)) ?? row;
        await store.reinsert(conn, tableOf(type), settled);
        await log(ctx, conn, type, settled, 'restored');
        restored.push(settled);
      }
      const found = new Set(taken.map((item) => item.id));
      return { restored, missing: ids.filter((id) => !found.has(id)) };
    });
  } catch (error) {
    // A live record took a key between the check and the insert (another instance): the same refusal, for that key.
    const uniques = uniquesOf(RESOURCES[type]);
    const collided =
      uniques.find((unique) => store.isUniqueViolation(error, unique.column ?? unique.field)) ?? uniques[0];
    if (store.isUniqueViolation(error) && collided) throw conflict(collided.restoreTaken);
    throw error;
  }
}

/** Restores one item and answers it as its get does; 404 when it is not in the trash. */
export async function restoreOne<Conn>(ctx: TrashContext<Conn>, type: RecordType, id: number) {
  const { restored } = await restore(ctx, type, [id]);
  const [row] = restored;
  if (!row) throw missing(NOT_IN_TRASH);
  return ctx.store.transaction((conn) => KINDS[type].toWire({ store: ctx.store, conn, now: ctx.now }, row));
}

/**
 * Removes the image files of erased items and of their history (after their transaction committed): nothing else
 * names them, since each upload belongs to one record.
 */
async function removeFiles<Conn>(
  store: Store<Conn>,
  erased: readonly ErasedItem[],
  history: readonly { kind: string; name: string }[],
) {
  const files = new Map<string, { kind: string; name: string }>();
  for (const item of erased) {
    const resource = RESOURCES[item.type as RecordType];
    const image = resource?.image;
    if (image && item.image) files.set(`${image.kind}/${item.image}`, { kind: image.kind, name: item.image });
    if (resource?.files && item.image) {
      // An asset's file is in the folder its row names (`assets`, or `blogs`/`meta` for an image from before).
      const folder = (JSON.parse(item.data) as Record<string, unknown>)[resource.files.folder];
      if (typeof folder === 'string') files.set(`${folder}/${item.image}`, { kind: folder, name: item.image });
    }
  }
  for (const file of history) files.set(`${file.kind}/${file.name}`, file);
  for (const { kind, name } of files.values()) await store.images.remove(kind, name);
}

/** Erases trashed items for good (all of them when `which` is undefined), logs `… deleted forever`, removes files. */
export async function purge<Conn>(ctx: TrashContext<Conn>, which?: { type: RecordType; ids: readonly number[] }) {
  const { store } = ctx;
  const { erased, history } = await store.transaction(async (conn) => {
    const items = which ? await store.trash.take(conn, which.type, which.ids) : await store.trash.takeAll(conn);
    for (const item of items) {
      await log(ctx, conn, item.type as RecordType, JSON.parse(item.data) as LiveRow, 'deleted forever');
    }
    return { erased: items, history: await dropHistories(store, conn, items) };
  });
  await removeFiles(store, erased, history);
  return erased.length;
}

/**
 * The automatic purge: erases every item whose `purgeAt` has passed, in batches, and their files. Safe with several
 * API instances on one database: each item is taken once, so its file is removed once. Not logged in the activity
 * (nobody did it; the retention setting is documented).
 */
export async function purgeExpired<Conn>(store: Store<Conn>, now: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { erased, history } = await store.transaction(async (conn) => {
      const items = await store.trash.takeExpired(conn, now, PURGE_BATCH);
      return { erased: items, history: await dropHistories(store, conn, items) };
    });
    await removeFiles(store, erased, history);
    total += erased.length;
    if (erased.length < PURGE_BATCH) return total;
  }
}

/**
 * `POST /bulk/trash`: moves the live records among `ids` to the trash in one transaction; unknown (or already
 * trashed) ids are returned as missing. Categories still used by live posts refuse the whole call: the 409 names every
 * one (`Category "X" is used by N blog posts.`, one sentence each) and lists them in `inUse` ({id, category,
 * blogCount}), so the client can offer to trash the rest. An image still used by a post or meta page refuses it too.
 */
export async function bulkTrash<Conn>(ctx: TrashContext<Conn>, type: RecordType, ids: readonly number[]) {
  const { store } = ctx;
  return store.transaction(async (conn) => {
    // Locked (in id order) before a category's posts are counted: a post written into it meanwhile waits, or counts.
    const rows = await store.findIn(conn, tableOf(type), 'id', ids, 'update');
    const found = new Set(rows.map((row) => row.id));
    if (type === 'category') {
      const inUse: { id: number; category: string; blogCount: number }[] = [];
      for (const row of rows) {
        const category = String(row.category);
        const blogCount = await postsInCategory({ store, conn, now: ctx.now }, category);
        if (blogCount > 0) inUse.push({ id: row.id, category, blogCount });
      }
      if (inUse.length) {
        const sentences = inUse.map(
          ({ category, blogCount }) => `Category "${category}" is used by ${countLabel(blogCount, NOUNS.blogPost)}.`,
        );
        throw conflict(sentences.join(' '), { inUse });
      }
    }
    if (type === 'asset') {
      for (const row of rows) {
        // As a single delete: an image a post or meta page shows stays until it is replaced there.
        const used = await assetUsedBy({ store, conn, now: ctx.now }, row);
        const name = String(row.originalName || row.name);
        if (used > 0)
          throw conflict(`Image "${name}" is used by ${countLabel(used, NOUNS.post)}. Replace it there first.`);
      }
    }
    for (const row of rows) await moveToTrash(ctx, conn, type, row);
    return { changed: rows.length, missing: ids.filter((id) => !found.has(id)) };
  });
}

/** At most this many ids per bulk call. */
export const BULK_MAX_IDS = 500;
const MAX_ID = 2_147_483_647;
/** The record types the trash holds: every one a delete moves there (not content keys: a revoked key stays revoked). */
export const TRASH_TYPES = (Object.keys(RESOURCES) as RecordType[]).filter((type) => RESOURCES[type].trash !== false);

/** `GET /trash/list`: newest first, searched over the label and the record id, filtered by type; paged by `page`. */
export const TRASH_LIST: ListDef = {
  search: ['label', 'recordId'],
  sorts: { newest: { by: 'deletedAt', direction: 'desc' } },
  defaultSort: 'newest',
  filters: { type: { max: 10, oneOf: TRASH_TYPES } },
};

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;

/** A body's `type`: one of the trash's types, or 400. */
export function parseTrashType(raw: unknown): RecordType {
  if (typeof raw !== 'string' || !TRASH_TYPES.includes(raw as RecordType)) {
    throw invalidFields({ type: `type must be one of ${TRASH_TYPES.join(', ')}` });
  }
  return raw as RecordType;
}

/** A body's `id`: a positive whole number (a JSON number), or 400. */
export function parseTrashId(raw: unknown): number {
  if (!isId(raw)) throw invalidFields({ id: 'id must be a positive whole number' });
  return raw;
}

/** A bulk call's `ids`: 1–500 positive whole numbers (JSON numbers), duplicates dropped; or 400. */
export function parseIds(raw: unknown): number[] {
  if (!Array.isArray(raw)) throw invalidFields({ ids: 'ids must be a list of positive whole numbers' });
  if (raw.length === 0) throw badRequest('Select at least one item.', { ids: 'ids must not be empty' });
  if (raw.length > BULK_MAX_IDS) {
    throw badRequest(`Select at most ${BULK_MAX_IDS} items at a time.`, { ids: `at most ${BULK_MAX_IDS} ids` });
  }
  if (!raw.every(isId)) throw invalidFields({ ids: 'ids must be a list of positive whole numbers' });
  return [...new Set(raw)];
}

/** An item of `GET /trash/list`. */
export const toTrashItem = (item: TrashItem) => ({
  type: item.type,
  id: item.id,
  recordId: item.recordId,
  label: item.label,
  deletedAt: new Date(Number(item.deletedAt)).toISOString(),
  deletedBy: item.deletedBy,
  purgeAt: new Date(Number(item.purgeAt)).toISOString(),
});

/**
 * The trash's calls, as `METHOD path` → what answers `{result}` from the request's JSON body: one table both APIs
 * register (the list and the bulk status change are each tier's own queries).
 */
export const TRASH_CALLS: Record<
  string,
  <Conn>(ctx: TrashContext<Conn>, body: Record<string, unknown>) => Promise<unknown>
> = {
  'POST /trash/restore': (ctx, body) => restoreOne(ctx, parseTrashType(body.type), parseTrashId(body.id)),
  'POST /trash/restoreMany': async (ctx, body) => {
    const { restored, missing: skipped } = await restore(ctx, parseTrashType(body.type), parseIds(body.ids));
    return { restored: restored.length, skipped: skipped.map((id) => ({ id, reason: 'not_in_trash' })) };
  },
  'DELETE /trash/purge': async (ctx, body) => {
    const which = { type: parseTrashType(body.type), ids: [parseTrashId(body.id)] };
    if ((await purge(ctx, which)) === 0) throw missing(NOT_IN_TRASH);
    return true;
  },
  'DELETE /trash/empty': async (ctx) => ({ purged: await purge(ctx) }),
  'POST /bulk/trash': async (ctx, body) => {
    const { changed, missing: skipped } = await bulkTrash(ctx, parseTrashType(body.type), parseIds(body.ids));
    return { changed, skipped: skipped.map((id) => ({ id, reason: 'not_found' })) };
  },
};

/** `POST /contacts/bulkStatus`'s `{ids, status}`: the ids and the status to move the messages forward to, or 400. */
export function parseBulkStatus(body: Record<string, unknown>): { ids: number[]; status: 'read' | 'replied' } {
  const ids = parseIds(body.ids);
  const status = body.status;
  if (status !== 'read' && status !== 'replied') throw invalidFields({ status: 'status must be one of read, replied' });
  return { ids, status };
}
