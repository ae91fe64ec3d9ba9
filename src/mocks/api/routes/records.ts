import { RESOURCES, type RecordType, type ResourceDef } from '@/contract';
import { createRecord, deleteRecord, getRecord, staleVersion, updateRecord } from '@/domain/versioned';
import { flagOf, validate, validatePartial, versionOf } from '@/domain/input';
import { visiblePostCounts } from '../../../../server/src/db/content.ts';
import { RECORD_LISTS } from '../../../../server/src/db/recordLists.ts';
import {
  listParams,
  open,
  requireForm,
  requireJson,
  writeContext,
  type Handler,
  type RouteContext,
  type Routes,
} from '../context';
import { ok } from '../http';
import type { SqlValue } from '@sqlite.org/sqlite-wasm';
import { selectRows } from '../sqlite';
import { CONFLICT_TYPES } from '../scenarios';

/** A category's visible posts, counted for a caller without a full session (as the server counts); else undefined. */
const visiblePostsIn = async (ctx: RouteContext) =>
  ctx.session?.verified ? undefined : visiblePostCounts(ctx.db.sql.db, ctx.now().getTime());

/** A list page, or the whole list, as the server's list calls answer them (server/src/db/recordLists.ts). */
async function listOf(ctx: RouteContext, type: RecordType) {
  const params = listParams(ctx, RESOURCES[type].list);
  const now = ctx.now().getTime();
  const admin = RECORD_LISTS[type];
  const visible = RESOURCES[type].api.publicRead && admin.anonymous ? await visiblePostsIn(ctx) : undefined;
  const { rows, item } = visible && admin.anonymous ? admin.anonymous(visible) : admin;
  const list = await rows(ctx.db.sql.db, 'sqlite', params, now);
  const toItem = (row: unknown) => item(row, now);
  if (list.whole) {
    const { sql, parameters } = list.whole.compiled;
    return { result: selectRows(ctx.db.sql.raw, sql, parameters as SqlValue[]).map(toItem) };
  }
  const { page, pageSize } = params;
  return { result: list.rows.map(toItem), total: list.total, page, pageSize, nextCursor: list.nextCursor };
}

/** A create's or update's body: a multipart form for a type with an image, else JSON. */
const bodyOf = (ctx: RouteContext, resource: ResourceDef) => (resource.image ? requireForm(ctx) : requireJson(ctx));
const imageOf = (resource: ResourceDef, form: Record<string, unknown>) =>
  resource.image && form.image instanceof Blob ? form.image : undefined;

/** One record type's calls from the registry (src/contract `api`), the writes being the shared rules (src/domain). */
function routesOf(type: RecordType): Routes {
  const resource = RESOURCES[type];
  const { api } = resource;
  const read = (run: Handler) => (api.publicRead ? open(run) : run);
  const routes: Record<string, Routes[string] | undefined> = {
    [`GET ${api.list}`]: read(async (ctx) => ok(await listOf(ctx, type))),
    [`GET ${api.get}`]: read(async (ctx, key = '') => {
      const now = ctx.now().getTime();
      const visible = await visiblePostsIn(ctx);
      const postsIn = visible && ((name: string) => Promise.resolve(visible.get(name) ?? 0));
      return ok({ result: await getRecord(ctx.store, type, key, now, postsIn) });
    }),
    [`POST ${api.create}`]: async (ctx) => {
      const form = bodyOf(ctx, resource);
      const values = validate(form, resource.fields);
      return ok(
        { result: await createRecord(writeContext(ctx), type, { values, form, image: imageOf(resource, form) }) },
        201,
      );
    },
    [`PUT ${api.update}`]: async (ctx, key = '') => {
      const now = ctx.now().getTime();
      if (ctx.scenario === 'conflict' && CONFLICT_TYPES.includes(type)) {
        throw staleVersion(await getRecord(ctx.store, type, key, now));
      }
      const form = bodyOf(ctx, resource);
      const version = versionOf(form.version);
      const removeImage = resource.image ? flagOf(form.removeImage, 'removeImage') : false;
      const values = validatePartial(form, resource.fields);
      const request = { key, version, values, form, image: imageOf(resource, form), removeImage };
      return ok({ result: await updateRecord(writeContext(ctx), type, request) });
    },
    [`DELETE ${api.delete}`]: async (ctx, key = '') => {
      await deleteRecord(writeContext(ctx), type, key);
      return ok({ result: true });
    },
  };
  // A call the type lacks has no path: its key reads `METHOD undefined` and is left out.
  return Object.fromEntries(Object.entries(routes).filter(([key]) => !key.endsWith(' undefined'))) as Routes;
}

/** Every record type's calls. */
export const recordRoutes = (Object.keys(RESOURCES) as RecordType[]).map(routesOf);
