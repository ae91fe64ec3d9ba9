/**
 * The one create / update / delete of a record type, for the server and the in-memory API: the image stored before
 * the transaction (and removed again if it fails), the version check (409 with the record as it is now), the unique
 * key (409 in the contract's words, also when a trashed record holds it), the write with its derived columns, the
 * activity line, and the replaced image removed after the commit. A delete moves the record to the trash.
 */
import {
  activityAction,
  asset,
  FOCAL_SCALE,
  parseId,
  parseText,
  DEFAULT_REVISIONS_KEEP,
  STALE_MESSAGE,
  uniquesOf,
  type RecordType,
  type ResourceDef,
  type UniqueDef,
} from '../contract/index.ts';
import { conflict, invalidFields, notFound } from './errors.ts';
import { KINDS, labelOf, recordIdOf, type HookContext, type RecordKind, type WriteExtra } from './kinds.ts';
import { keepRevision, unusedImages } from './revisions.ts';
import type { LiveRow, RowLock, Store, StoredUpload, UploadedImage } from './store.ts';
import { assertKeyNotInTrash, moveToTrash } from './trash.ts';

/** Who writes, and when. */
export interface WriteContext<Conn> {
  store: Store<Conn>;
  actor: string;
  now: number;
  trashRetentionDays: number;
  /** Revisions kept per record (`REVISIONS_KEEP`); default DEFAULT_REVISIONS_KEEP. */
  revisionsKeep?: number;
}

export interface CreateRequest {
  /** The contract's fields, validated. */
  values: Record<string, string>;
  /** The request's own fields (a post's `status` and `publishAt` are read from here). */
  form: Record<string, unknown>;
  image?: UploadedImage | undefined;
  /** Columns the server made for the record beside its fields (an uploaded asset's file facts). */
  columns?: Record<string, unknown>;
}

export interface UpdateRequest extends CreateRequest {
  /** The path key naming the record. */
  key: string | undefined;
  /** The version the client had, if it sent one. */
  version: number | undefined;
  removeImage: boolean;
  /**
   * A restore's image: a file already stored (set when a revision still names it), or null to clear it; undefined
   * leaves the image to `image` and `removeImage`.
   */
  storedImage?: string | null | undefined;
  /** The activity line instead of the update's own (a restore's). */
  action?: ((label: string) => string) | undefined;
}

/** 409 with the record as it is now, so the client can show what changed. */
export const staleVersion = (current: unknown) => conflict(STALE_MESSAGE, { current });

/** The 409 of a key another writer took between the check and the write: in the words of the key that collided. */
const duplicateOf = <Conn>(ctx: WriteContext<Conn>, resource: ResourceDef, error: unknown) => {
  const uniques = uniquesOf(resource);
  const unique =
    uniques.find((candidate) => ctx.store.isUniqueViolation(error, candidate.column ?? candidate.field)) ?? uniques[0];
  return unique ? conflict(unique.message, { errors: { [unique.field]: unique.fieldError } }) : conflict('Conflict');
};

const kindOf = (type: RecordType) => KINDS[type];
const tableOf = (resource: ResourceDef) => resource.storage.table;

/** The key (as compared) that `values` give the record for `unique`, or undefined when they leave it unchanged. */
function keyOf(resource: ResourceDef, unique: UniqueDef, values: Record<string, string>, row?: LiveRow) {
  const value = values[unique.field];
  if (value === undefined || (row && value === row[unique.field])) return undefined;
  const derived = unique.column ? resource.storage.derived[unique.column] : undefined;
  return derived ? derived.by(value) : value;
}

/** 409 in the contract's words when another record, live or in the trash, holds a unique key `values` give. */
async function assertKeysFree<Conn>(
  hook: HookContext<Conn>,
  resource: ResourceDef,
  values: Record<string, string>,
  row?: LiveRow,
) {
  for (const unique of uniquesOf(resource)) {
    const key = keyOf(resource, unique, values, row);
    if (key === undefined) continue;
    const column = unique.column ?? unique.field;
    if (row && key === row[column]) continue;
    if ((await hook.store.count(hook.conn, tableOf(resource), column, key, row?.id)) > 0) {
      throw conflict(unique.message, { errors: { [unique.field]: unique.fieldError } });
    }
    await assertKeyNotInTrash(hook.store, hook.conn, resource.type, unique, key, row?.[column]);
  }
}

/**
 * `values` without the fields whose stored value the contract's rule turns into the same text: a value stored before
 * the rule changed (a URL before URLs were serialised) that the form sends back as it is now is no change, and the row
 * keeps its own spelling (the database's byte-level UNIQUE on `metaUrl` may hold a look-alike kept by a migration).
 */
function respelled(resource: ResourceDef, values: Record<string, string>, row: LiveRow): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    const stored = row[field];
    const rule = resource.fields[field];
    const now = typeof stored === 'string' && stored !== value && rule ? parseText(stored, rule) : undefined;
    if (now?.problem !== undefined || now?.value !== value) kept[field] = value;
  }
  return kept;
}

/**
 * The columns a write of `values` sets: the fields, the columns derived from the fields it changes (a key is
 * recomputed only with its field: a row kept as a look-alike duplicate by a migration stays editable), and the kind's
 * extra columns.
 */
function columnsOf(
  resource: ResourceDef,
  values: Record<string, string>,
  extra: WriteExtra | undefined,
  row?: LiveRow,
) {
  const columns: Record<string, unknown> = { ...values };
  for (const [column, derived] of Object.entries(resource.storage.derived)) {
    const source = values[derived.from];
    if (source !== undefined && (!row || source !== row[derived.from])) columns[column] = derived.by(source);
  }
  return { ...columns, ...extra?.columns };
}

/** Who wrote and when, in the columns the table has. */
function authorship(resource: ResourceDef, actor: string, now: number, created: boolean) {
  const has = (column: string) => column in resource.storage.columns;
  const columns: Record<string, unknown> = {};
  if (has('changer')) columns.changer = actor;
  if (has('changedDate')) columns.changedDate = now;
  if (created) {
    if (has('creator')) columns.creator = actor;
    if (has('createdDate')) columns.createdDate = now;
    if (has('createdAt')) columns.createdAt = now;
    if (has('version')) columns.version = 1;
  }
  return columns;
}

async function findOr404<Conn>(hook: HookContext<Conn>, kind: RecordKind, key: string | undefined, lock?: RowLock) {
  const where = kind.locate(key);
  const row = where && (await hook.store.findBy(hook.conn, tableOf(kind.resource), where.column, where.value, lock));
  if (!row) throw notFound(kind.resource.noun);
  return row;
}

/**
 * The record a path key names, as the API answers it; 404 when there is none. `visiblePostsIn` is an anonymous
 * caller's view (HookContext).
 */
export async function getRecord<Conn>(
  store: Store<Conn>,
  type: RecordType,
  key: string | undefined,
  now: number,
  visiblePostsIn?: (category: string) => Promise<number>,
) {
  const kind = kindOf(type);
  return store.transaction(async (conn) => {
    const hook = { store, conn, now, visiblePostsIn };
    return kind.toWire(hook, await findOr404(hook, kind, key));
  });
}

/**
 * Stores the uploaded image (if any) before the database write, and removes it again if that write fails, so a
 * saved record never points to a missing file and a rejected request leaves nothing behind.
 */
async function withStoredImage<Conn, T>(
  ctx: WriteContext<Conn>,
  resource: ResourceDef,
  image: UploadedImage | undefined,
  work: (stored: StoredUpload | undefined) => Promise<T>,
): Promise<T> {
  const kind = resource.image?.kind;
  const stored = image && kind ? await ctx.store.images.store(kind, image) : undefined;
  try {
    return await work(stored);
  } catch (error) {
    if (stored && kind) await ctx.store.images.remove(kind, stored.name);
    throw error;
  }
}

/**
 * Makes an image uploaded with a post's or meta entry's save a library image: an asset whose original is the stored
 * file where it is (`folder` the record type's upload folder, as the migration adopted the images from before the
 * library), with no alt text yet and the focal point in the middle; logged as the Media screen's upload is. Its
 * renditions follow (the server's queue). Returns the asset's id, the record's `imageId`.
 */
async function adoptUpload<Conn>(
  ctx: WriteContext<Conn>,
  hook: HookContext<Conn>,
  folder: string,
  stored: StoredUpload,
): Promise<number> {
  const id = await ctx.store.insert(hook.conn, asset.storage.table, {
    name: stored.name,
    folder,
    originalName: stored.originalName,
    mime: stored.mime,
    bytes: stored.bytes,
    width: stored.width,
    height: stored.height,
    alt: '',
    caption: '',
    decorative: 0,
    focalX: FOCAL_SCALE / 2,
    focalY: FOCAL_SCALE / 2,
    renditions: '',
    ...authorship(asset, ctx.actor, ctx.now, true),
  });
  const row = await hook.store.findBy(hook.conn, asset.storage.table, 'id', id);
  if (!row) throw notFound(asset.noun);
  await log(ctx, hook, asset, row, activityAction(asset, labelOf(asset, row), 'created'));
  return id;
}

/**
 * The `imageId` a save sets. An upload always becomes a library image (`adoptUpload`); it is the record's image unless
 * the request names another one (`imageId`, `imageIdOf`): the panel sends an empty `imageId` beside a fresh upload, as
 * its two image choices replace each other.
 */
async function imageIdFor<Conn>(
  ctx: WriteContext<Conn>,
  hook: HookContext<Conn>,
  resource: ResourceDef,
  form: Record<string, unknown>,
  stored: StoredUpload | undefined,
) {
  const named = await imageIdOf(hook, resource, form);
  const folder = resource.image?.kind;
  if (!stored || !folder) return named;
  const adopted = await adoptUpload(ctx, hook, folder, stored);
  return typeof named?.imageId === 'number' ? named : { imageId: adopted };
}

/**
 * `imageId` of a create or update of a type with an image (a post, a meta page): the asset used as its image. Absent
 * → undefined (unchanged); '' or null → null (none); else the id of a live asset, locked (`share`) so it cannot be
 * trashed under the write, or the 400.
 */
async function imageIdOf<Conn>(hook: HookContext<Conn>, resource: ResourceDef, form: Record<string, unknown>) {
  const raw = form.imageId;
  if (!resource.image || raw === undefined) return undefined;
  if (raw === null || raw === '') return { imageId: null };
  const id = parseId(typeof raw === 'number' ? String(raw) : raw);
  const found = id === undefined ? undefined : await hook.store.findBy(hook.conn, 'assets', 'id', id, 'share');
  if (!found) throw invalidFields({ imageId: IMAGE_ID_MESSAGE });
  return { imageId: found.id };
}

/** The 400 of an `imageId` that names no asset of the library. */
export const IMAGE_ID_MESSAGE = 'imageId must name an image of the media library';

async function inTransaction<Conn, T>(
  ctx: WriteContext<Conn>,
  resource: ResourceDef,
  work: (hook: HookContext<Conn>) => Promise<T>,
) {
  try {
    return await ctx.store.transaction((conn) => work({ store: ctx.store, conn, now: ctx.now }));
  } catch (error) {
    throw ctx.store.isUniqueViolation(error) ? duplicateOf(ctx, resource, error) : error;
  }
}

async function log<Conn>(
  ctx: WriteContext<Conn>,
  hook: HookContext<Conn>,
  resource: ResourceDef,
  row: LiveRow,
  action: string,
) {
  await ctx.store.record(
    hook.conn,
    {
      action,
      type: resource.type,
      recordId: recordIdOf(resource, row),
      recordLabel: labelOf(resource, row),
      actor: ctx.actor,
    },
    ctx.now,
  );
}

const writerOf = <Conn>(ctx: WriteContext<Conn>) => ({
  actor: ctx.actor,
  now: ctx.now,
  revisionsKeep: ctx.revisionsKeep ?? DEFAULT_REVISIONS_KEEP,
});

/** Removes image files after the commit that wrote them out of use. */
async function removeImages<Conn>(ctx: WriteContext<Conn>, resource: ResourceDef, names: readonly string[]) {
  const folder = resource.image?.kind;
  if (folder) for (const name of names) await ctx.store.images.remove(folder, name);
}

/** Creates a record; answers it as the API shows it. */
export async function createRecord<Conn>(ctx: WriteContext<Conn>, type: RecordType, request: CreateRequest) {
  const kind = kindOf(type);
  const { resource } = kind;
  const values = kind.prepare ? kind.prepare(ctx.store, request.values) : request.values;
  const extra = await kind.onCreate?.(request.form, ctx.now);
  return withStoredImage(ctx, resource, request.image, (stored) =>
    inTransaction(ctx, resource, async (hook) => {
      await kind.check?.(hook, values);
      await assertKeysFree(hook, resource, values);
      const imageId = await imageIdFor(ctx, hook, resource, request.form, stored);
      const image = resource.image ? { [resource.image.field]: stored?.name ?? null, ...imageId } : {};
      const columns = {
        ...columnsOf(resource, values, extra),
        ...request.columns,
        ...image,
        ...authorship(resource, ctx.actor, ctx.now, true),
      };
      const id = await ctx.store.insert(hook.conn, tableOf(resource), columns);
      const row = await hook.store.findBy(hook.conn, tableOf(resource), 'id', id);
      if (!row) throw notFound(resource.noun);
      const label = labelOf(resource, row);
      await log(ctx, hook, resource, row, extra?.action?.(label) ?? activityAction(resource, label, 'created'));
      const answer = await kind.toWire(hook, row);
      await keepRevision(writerOf(ctx), hook, type, row, answer);
      return extra?.reveal ? { ...(answer as object), ...extra.reveal } : answer;
    }),
  );
}

/** Updates a record at the version the client had; answers it as the API shows it. */
export async function updateRecord<Conn>(ctx: WriteContext<Conn>, type: RecordType, request: UpdateRequest) {
  const kind = kindOf(type);
  const { resource } = kind;
  const prepared = kind.prepare ? kind.prepare(ctx.store, request.values) : request.values;
  const imageField = resource.image?.field;
  const { answer, unused } = await withStoredImage(ctx, resource, request.image, (stored) =>
    inTransaction(ctx, resource, async (hook) => {
      const row = await findOr404(hook, kind, request.key);
      if (request.version !== undefined && request.version !== row.version) {
        throw staleVersion(await kind.toWire(hook, row));
      }
      const values = respelled(resource, prepared, row);
      const oldImage = imageField ? ((row[imageField] as string | null) ?? null) : null;
      const image =
        stored?.name ?? restoredImage(request, oldImage) ?? (request.removeImage && oldImage ? null : undefined);
      const extra = kind.onUpdate?.(request.form, row, ctx.now);
      const imageId = await imageIdFor(ctx, hook, resource, request.form, stored);
      const sameImage = imageId === undefined || imageId.imageId === row.imageId;
      if (Object.keys(values).length === 0 && !extra && image === undefined && sameImage) {
        return { answer: await kind.toWire(hook, row), unused: [] }; // nothing to change
      }
      const before = { row, answer: await kind.toWire(hook, row) };
      await kind.check?.(hook, values);
      await assertKeysFree(hook, resource, values, row);
      const changes = {
        ...columnsOf(resource, values, extra, row),
        ...(imageField && image !== undefined ? { [imageField]: image } : {}),
        ...imageId,
        ...authorship(resource, ctx.actor, ctx.now, false),
      };
      if (!(await ctx.store.updateAtVersion(hook.conn, tableOf(resource), row, changes))) {
        throw staleVersion(await kind.toWire(hook, await findOr404(hook, kind, String(row[resource.key]))));
      }
      await kind.afterUpdate?.(hook, row, values);
      const saved = await hook.store.findBy(hook.conn, tableOf(resource), 'id', row.id);
      if (!saved) throw notFound(resource.noun);
      const label = labelOf(resource, saved);
      const action = request.action?.(label) ?? extra?.action?.(label) ?? activityAction(resource, label, 'updated');
      await log(ctx, hook, resource, saved, action);
      const newImage = imageField ? ((saved[imageField] as string | null) ?? null) : null;
      const answer = await kind.toWire(hook, saved);
      const dropped = await keepRevision(writerOf(ctx), hook, type, saved, answer, before);
      const replaced = oldImage && oldImage !== newImage ? [oldImage] : [];
      return { answer, unused: await unusedImages(hook, type, [...replaced, ...dropped]) };
    }),
  );
  await removeImages(ctx, resource, unused);
  return answer;
}

/** A restore's image, when it sets one other than the record's own (undefined: the image is not the restore's). */
function restoredImage(request: UpdateRequest, current: string | null) {
  const wanted = request.storedImage;
  return wanted === undefined || wanted === current ? undefined : wanted;
}

/**
 * Deletes a record: it moves to the trash (the one place a delete happens), or, for a type kept out of the trash
 * (`trash: false`: a revoked content key), is erased at once and logged as deleted.
 */
export async function deleteRecord<Conn>(ctx: WriteContext<Conn>, type: RecordType, key: string | undefined) {
  const kind = kindOf(type);
  const { resource } = kind;
  await inTransaction(ctx, resource, async (hook) => {
    // Locked before the refusal counts the record's users: one added meanwhile waits for this delete, or is counted.
    const row = await findOr404(hook, kind, key, 'update');
    await kind.refuseDelete?.(hook, row);
    if (resource.trash !== false) return moveToTrash(ctx, hook.conn, type, row);
    if (!(await ctx.store.remove(hook.conn, tableOf(resource), row.id))) throw notFound(resource.noun);
    await log(ctx, hook, resource, row, activityAction(resource, labelOf(resource, row), 'deleted'));
  });
}
