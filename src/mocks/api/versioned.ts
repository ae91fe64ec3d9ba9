import { activityAction, STALE_MESSAGE, type ResourceDef } from '@/contract';
import type { RouteContext } from './context';
import { fail, notFound, ok, type MockReply } from './http';
import { storeImage } from './routes/uploads';
import { assertKeyNotInTrash, moveToTrash } from './trash';

/**
 * The in-memory twin of the server's generic versioned create / update / delete (server/src/services/versioned.ts):
 * the same order of checks (validation, version → 409 with the record as it is now, unique key → 409 in the
 * contract's words), no new version when nothing changes, and one activity line per write.
 */
export interface MockRepo<Row, Create, Update> {
  resource: ResourceDef;
  rows(ctx: RouteContext): Row[];
  setRows(ctx: RouteContext, rows: Row[]): void;
  find(ctx: RouteContext, key: string | undefined): Row | undefined;
  /** The record as the API answers it. */
  toWire(ctx: RouteContext, row: Row): unknown;
  label(row: Row): string;
  recordId(row: Row): string;
  version(row: Row): number;
  image(row: Row): string | null;
  keyTaken(ctx: RouteContext, values: Create | Update, row?: Row): boolean;
  /** The normalised unique key a write sets or changes (undefined when it keeps the row's own), checked against the trash. */
  uniqueKey?(values: Create | Update, row?: Row): string | undefined;
  /** A new row (version 1) from validated values. */
  build(ctx: RouteContext, values: Create, meta: WriteMeta): Row;
  /** Applies validated changes to the row in place (the version is bumped by the caller). */
  apply(ctx: RouteContext, row: Row, values: Update, meta: WriteMeta): void;
  bumpVersion(row: Row): void;
}

export interface WriteMeta {
  actor: string;
  date: string;
  /** A stored image name (new), null (removed) or undefined (unchanged). */
  image: string | null | undefined;
  /** The form's own fields (the in-memory API honours a sent `creator`/`changer`). */
  form: Record<string, unknown>;
}

interface Hooks<Row> {
  check?: (row?: Row) => void;
  action?: (row: Row) => string;
}

const duplicate = (resource: ResourceDef): never => {
  const unique = resource.unique;
  return unique ? fail(409, unique.message, { errors: { [unique.field]: unique.fieldError } }) : fail(409, 'Conflict');
};

export const findOr404 = <Row>(ctx: RouteContext, repo: MockRepo<Row, unknown, unknown>, key: string | undefined) =>
  repo.find(ctx, key) ?? notFound(repo.resource.noun);

const actorOf = (email: string) => email.split('@')[0] || 'admin';

function log<Row>(ctx: RouteContext, repo: MockRepo<Row, unknown, unknown>, row: Row, action: string) {
  ctx.record({
    action,
    type: repo.resource.type,
    recordId: repo.recordId(row),
    recordLabel: repo.label(row),
  });
}

const imageOf = (ctx: RouteContext, resource: ResourceDef, file: unknown) =>
  resource.image ? storeImage(ctx, file, resource.image.kind) : Promise.resolve(null);

/** A key held by a trashed record is not free: 409 in the trash's words (SHARED-API "Trash"). */
function keyNotInTrash<Row, Create, Update>(
  ctx: RouteContext,
  repo: MockRepo<Row, Create, Update>,
  values: Create | Update,
  row?: Row,
) {
  const key = repo.uniqueKey?.(values, row);
  if (key !== undefined) assertKeyNotInTrash(ctx.db, repo.resource.type as 'blog' | 'category' | 'meta', key);
}

export async function createVersioned<Row, Create, Update>(
  ctx: RouteContext,
  repo: MockRepo<Row, Create, Update>,
  email: string,
  values: Create,
  form: Record<string, unknown>,
  hooks: Hooks<Row> = {},
): Promise<MockReply> {
  hooks.check?.();
  if (repo.keyTaken(ctx, values)) duplicate(repo.resource);
  keyNotInTrash(ctx, repo, values);
  const image = await imageOf(ctx, repo.resource, form.image);
  const row = repo.build(ctx, values, { actor: actorOf(email), date: ctx.now().toISOString(), image, form });
  repo.rows(ctx).push(row);
  log(ctx, repo, row, hooks.action?.(row) ?? activityAction(repo.resource, repo.label(row), 'created'));
  return ok({ result: repo.toWire(ctx, row) }, 201);
}

export interface UpdateRequest<Row, Update> {
  row: Row;
  version: number | undefined;
  changes: (row: Row) => { values: Update; empty: boolean };
  form: Record<string, unknown>;
  removeImage: boolean;
}

export async function updateVersioned<Row, Create, Update>(
  ctx: RouteContext,
  repo: MockRepo<Row, Create, Update>,
  email: string,
  { row, version, changes, form, removeImage }: UpdateRequest<Row, Update>,
  hooks: Hooks<Row> = {},
): Promise<MockReply> {
  if (version !== undefined && version !== repo.version(row)) {
    fail(409, STALE_MESSAGE, { current: repo.toWire(ctx, row) });
  }
  const stored = await imageOf(ctx, repo.resource, form.image);
  const image = stored ?? (removeImage && repo.image(row) ? null : undefined);
  const { values, empty } = changes(row);
  if (empty && image === undefined) return ok({ result: repo.toWire(ctx, row) }); // nothing to change
  hooks.check?.(row);
  if (repo.keyTaken(ctx, values, row)) duplicate(repo.resource);
  keyNotInTrash(ctx, repo, values, row);
  repo.apply(ctx, row, values, { actor: actorOf(email), date: ctx.now().toISOString(), image, form });
  repo.bumpVersion(row);
  log(ctx, repo, row, hooks.action?.(row) ?? activityAction(repo.resource, repo.label(row), 'updated'));
  return ok({ result: repo.toWire(ctx, row) });
}

/** The one place a versioned record is deleted: it moves to the trash (activity "… moved to the trash"). */
export function deleteVersioned<Row, Create, Update>(
  ctx: RouteContext,
  repo: MockRepo<Row, Create, Update>,
  row: Row,
  hooks: Hooks<Row> = {},
): MockReply {
  hooks.check?.(row);
  moveToTrash(ctx, repo.resource.type, row as Parameters<typeof moveToTrash>[2]);
  return ok({ result: true });
}
