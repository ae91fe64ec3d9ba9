/**
 * The one create / update / delete of a versioned record type (blogs, categories, meta): the image stored before the
 * transaction (and removed again if it fails), the version check (409 with the record as it is now), the unique key
 * (409 in the contract's words), the write, the activity line, and the replaced or deleted image removed after
 * the commit. A record type gives its repository (`VersionedRepo`, server/src/db/) and its contract (src/contract).
 */
import {
  activityAction,
  STALE_MESSAGE,
  type CreateValues,
  type Fields,
  type ResourceDef,
  type UpdateValues,
} from '../../../src/contract/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Image } from '../http/multipart.ts';
import { record, type ActivityType } from './activity.ts';
import { removeImage, storeImage } from './files.ts';
import { reencodeImage } from './images.ts';

/** 409 with the record as it is now, so the client can show what changed. */
export const staleVersion = (current: unknown) => conflict(STALE_MESSAGE, { current });

/** What the generic write needs of a record type's repository. `Key` names one record (its path parameter). */
export interface VersionedRepo<Row, Key, Create, Update> {
  resource: ResourceDef;
  find(conn: Db, key: Key | undefined): Promise<Row | undefined>;
  /** The record as the API answers it. */
  toWire(row: Row, now: number): unknown;
  keyOf(row: Row): Key;
  label(row: Row): string;
  /** What the activity log stores as the record's id. */
  recordId(row: Row): string | number;
  version(row: Row): number;
  image(row: Row): string | null;
  /** True when another record holds the unique key these values would give (`row`: the record being updated). */
  keyTaken(conn: Db, values: Create | Update, row?: Row): Promise<boolean>;
  /** Inserts with version 1; returns the new record's key. */
  insert(conn: Db, values: Create, meta: WriteMeta): Promise<Key>;
  /** Writes `changes` and version + 1 only while the row still has its version; false when it did not. */
  update(conn: Db, row: Row, changes: Update, meta: WriteMeta): Promise<boolean>;
  remove(conn: Db, row: Row): Promise<void>;
}

/** A repository whose writes are a record type's contract fields (plus `Extra` values the route adds). */
export type RepoOf<Row, Key, F extends Fields, Extra extends object = object> = VersionedRepo<
  Row,
  Key,
  CreateValues<F> & Extra,
  UpdateValues<F> & Partial<Extra>
>;

/** The authorship columns of a new record (version 1). */
export const authored = (actor: string, now: number) => ({
  creator: actor,
  changer: actor,
  createdDate: now,
  changedDate: now,
  version: 1,
});

/** The columns an update sets besides its changes and the next version. */
export const changedBy = (actor: string, now: number) => ({ changer: actor, changedDate: now });

/** Who writes when, and the image to store (a name: new, null: removed, undefined: unchanged). */
export interface WriteMeta {
  actor: string;
  now: number;
  image: string | null | undefined;
}

export interface WriteContext {
  db: Db;
  config: Pick<Config, 'dataDir' | 'uploadMaxPixels'>;
  actor: string;
  now: number;
}

interface Hooks<Row> {
  /** Checks inside the transaction before the write (a referenced record exists, nothing uses it …). */
  check?: (conn: Db, row?: Row) => Promise<void>;
  /** The activity line; `Type "label" created/updated/deleted` by default. */
  action?: (row: Row) => string;
}

const duplicateOf = (resource: ResourceDef) => {
  const unique = resource.unique;
  return unique ? conflict(unique.message, { errors: { [unique.field]: unique.fieldError } }) : conflict('Conflict');
};

/**
 * Stores the uploaded image (if any) before the database write, and removes it again if that write fails, so a
 * saved record never points to a missing file and a rejected request leaves nothing on disk. What is stored is the
 * image decoded and encoded again (`reencodeImage`), never the uploaded bytes.
 */
async function withStoredImage<T>(
  ctx: WriteContext,
  resource: ResourceDef,
  image: Image | undefined,
  work: (name: string | undefined) => Promise<T>,
): Promise<T> {
  const kind = resource.image?.kind;
  const clean = image && kind ? await reencodeImage(image, ctx.config.uploadMaxPixels) : undefined;
  const name = clean && kind ? await storeImage(ctx.config.dataDir, kind, clean) : undefined;
  try {
    return await work(name);
  } catch (error) {
    if (name && kind) await removeImage(ctx.config.dataDir, kind, name);
    throw error;
  }
}

async function inTransaction<T>(ctx: WriteContext, resource: ResourceDef, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction().execute(work);
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateOf(resource) : error;
  }
}

async function findOr404<Row, Key>(repo: VersionedRepo<Row, Key, unknown, unknown>, conn: Db, key: Key | undefined) {
  const row = await repo.find(conn, key);
  if (!row) throw notFound(repo.resource.noun);
  return row;
}

const log = <Row>(
  ctx: WriteContext,
  conn: Db,
  repo: VersionedRepo<Row, unknown, unknown, unknown>,
  row: Row,
  action: string,
) =>
  record(
    conn,
    {
      action,
      type: repo.resource.type as ActivityType,
      recordId: repo.recordId(row),
      recordLabel: repo.label(row),
      actor: ctx.actor,
    },
    ctx.now,
  );

/** Creates a record; answers it as the API shows it. */
export async function createVersioned<Row, Key, Create, Update>(
  ctx: WriteContext,
  repo: VersionedRepo<Row, Key, Create, Update>,
  values: Create,
  image: Image | undefined,
  hooks: Hooks<Row> = {},
): Promise<unknown> {
  const { resource } = repo;
  const created = await withStoredImage(ctx, resource, image, (name) =>
    inTransaction(ctx, resource, async (trx) => {
      await hooks.check?.(trx);
      if (await repo.keyTaken(trx, values)) throw duplicateOf(resource);
      const key = await repo.insert(trx, values, { actor: ctx.actor, now: ctx.now, image: name ?? null });
      const row = await findOr404(repo, trx, key);
      await log(ctx, trx, repo, row, hooks.action?.(row) ?? activityAction(resource, repo.label(row), 'created'));
      return row;
    }),
  );
  return repo.toWire(created, ctx.now);
}

export interface UpdateRequest<Row, Key, Update> {
  key: Key | undefined;
  version: number | undefined;
  /**
   * The changes to write to the record as it is (read in the transaction, at the client's version); `empty` when they
   * change nothing (then no new version and no activity, unless the image changes).
   */
  changes: (row: Row) => { values: Update; empty: boolean };
  image: Image | undefined;
  removeImage: boolean;
}

/** Updates a record at the version the client had; answers it as the API shows it. */
export async function updateVersioned<Row, Key, Create, Update>(
  ctx: WriteContext,
  repo: VersionedRepo<Row, Key, Create, Update>,
  request: UpdateRequest<Row, Key, Update>,
  hooks: Hooks<Row> = {},
): Promise<unknown> {
  const { resource } = repo;
  const { saved, oldImage } = await withStoredImage(ctx, resource, request.image, (name) =>
    inTransaction(ctx, resource, async (trx) => {
      const row = await findOr404(repo, trx, request.key);
      if (request.version !== undefined && request.version !== repo.version(row)) {
        throw staleVersion(repo.toWire(row, ctx.now));
      }
      const oldImage = repo.image(row);
      const image = name ?? (request.removeImage && oldImage ? null : undefined);
      const { values, empty } = request.changes(row);
      if (empty && image === undefined) return { saved: row, oldImage }; // nothing to change: no new version, no activity
      await hooks.check?.(trx, row);
      if (await repo.keyTaken(trx, values, row)) throw duplicateOf(resource);
      const meta = { actor: ctx.actor, now: ctx.now, image };
      if (!(await repo.update(trx, row, values, meta))) {
        throw staleVersion(repo.toWire(await findOr404(repo, trx, repo.keyOf(row)), ctx.now));
      }
      const saved = await findOr404(repo, trx, changedKey(repo, row, values));
      await log(ctx, trx, repo, saved, hooks.action?.(saved) ?? activityAction(resource, repo.label(saved), 'updated'));
      return { saved, oldImage };
    }),
  );
  const kind = resource.image?.kind;
  const newImage = repo.image(saved);
  if (kind && oldImage && oldImage !== newImage) await removeImage(ctx.config.dataDir, kind, oldImage);
  return repo.toWire(saved, ctx.now);
}

/** The record's key after an update that may have changed it (a blog's `blogId`). */
function changedKey<Row, Key, Update>(repo: VersionedRepo<Row, Key, unknown, Update>, row: Row, values: Update): Key {
  const field = repo.resource.key;
  const sent = (values as Record<string, unknown>)[field];
  return (sent ?? repo.keyOf(row)) as Key;
}

/** Deletes a record (the one place a delete happens, so a trash can take it instead). */
export async function deleteVersioned<Row, Key, Create, Update>(
  ctx: WriteContext,
  repo: VersionedRepo<Row, Key, Create, Update>,
  key: Key | undefined,
  hooks: Hooks<Row> = {},
): Promise<void> {
  const removed = await inTransaction(ctx, repo.resource, async (trx) => {
    const row = await findOr404(repo, trx, key);
    await hooks.check?.(trx, row);
    await repo.remove(trx, row);
    await log(ctx, trx, repo, row, hooks.action?.(row) ?? activityAction(repo.resource, repo.label(row), 'deleted'));
    return row;
  });
  const kind = repo.resource.image?.kind;
  if (kind) await removeImage(ctx.config.dataDir, kind, repo.image(removed));
}
