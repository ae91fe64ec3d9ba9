import { meta, type CreateValues, type UpdateValues } from '@/contract';
import { pageUrlKey } from '@/lib/uniqueKeys';
import { listParams, listReply, numericId, requireForm, requireSession, type RouteContext } from '../context';
import type { MockDb } from '../db';
import { ok, type MockReply } from '../http';
import { flagOf, validate, validatePartial, versionOf } from '../validate';
import { createVersioned, deleteVersioned, findOr404, updateVersioned, type MockRepo } from '../versioned';

type Meta = MockDb['metas'][number];
type Fields = typeof meta.fields;

/** The server's key (src/lib/uniqueKeys.ts): URLs are compared after parsing; the key changes only with the URL. */
const newKey = (values: UpdateValues<Fields>, row?: Meta) =>
  values.metaUrl !== undefined && values.metaUrl !== row?.metaUrl ? pageUrlKey(values.metaUrl) : undefined;

/** A `creator`/`changer` the form sent (stories name people), else the signed-in admin. */
const named = (value: unknown, actor: string) => (typeof value === 'string' && value ? value : actor);

const repo: MockRepo<Meta, CreateValues<Fields>, UpdateValues<Fields>> = {
  resource: meta,
  rows: (ctx) => ctx.db.metas,
  setRows: (ctx, rows) => {
    ctx.db.metas = rows;
  },
  find: (ctx, key) => {
    const id = numericId(key, meta.noun);
    return ctx.db.metas.find((row) => row.id === id);
  },
  toWire: (_ctx, row) => row,
  label: (row) => row.metaTitle,
  recordId: (row) => String(row.id),
  version: (row) => row.version,
  image: (row) => row.image,
  uniqueKey: newKey,
  keyTaken: (ctx, values, row) => {
    const key = newKey(values, row);
    if (key === undefined || (row && key === pageUrlKey(row.metaUrl))) return false;
    return ctx.db.metas.some((other) => other !== row && pageUrlKey(other.metaUrl) === key);
  },
  build: (ctx, values, { actor, date, image, form }) => ({
    id: ctx.db.nextId++,
    ...values,
    image: image ?? null,
    creator: named(form.creator, actor),
    changer: named(form.changer, actor),
    createdDate: date,
    changedDate: date,
    version: 1,
  }),
  apply: (_ctx, row, values, { actor, date, image, form }) => {
    Object.assign(row, values);
    if (image !== undefined) row.image = image;
    row.changer = named(form.changer, actor);
    row.changedDate = date;
  },
  bumpVersion: (row) => {
    row.version += 1;
  },
};

/** `/meta/*` (README "Meta"). */
export async function metaRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, action, rawId] = ctx.segments;
  if (root !== 'meta') return null;
  const route = `${ctx.method} ${action}`;

  if (route === 'GET list') {
    requireSession(ctx);
    return ok(listReply(ctx.db.metas, meta.list, listParams(ctx, meta.list)));
  }
  if (route === 'GET getMeta') {
    requireSession(ctx);
    return ok({ result: findOr404(ctx, repo, rawId) });
  }
  if (route === 'POST createMeta') {
    const session = requireSession(ctx);
    const form = requireForm(ctx);
    return createVersioned(ctx, repo, session.email, validate(form, meta.fields), form);
  }
  if (route === 'PUT updateMeta') {
    const session = requireSession(ctx);
    const row = findOr404(ctx, repo, rawId);
    const form = requireForm(ctx);
    const version = versionOf(form);
    const removeImage = flagOf(form, 'removeImage');
    const values = validatePartial(form, meta.fields);
    return updateVersioned(ctx, repo, session.email, {
      row,
      version,
      changes: () => ({ values, empty: Object.keys(values).length === 0 }),
      form,
      removeImage,
    });
  }
  if (route === 'DELETE deleteMeta') {
    requireSession(ctx);
    return deleteVersioned(ctx, repo, findOr404(ctx, repo, rawId));
  }
  return null;
}
