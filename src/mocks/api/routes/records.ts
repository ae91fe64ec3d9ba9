import { RESOURCES, type ListParams, type RecordType, type ResourceDef } from '@/contract';
import { KINDS } from '@/domain/kinds';
import { createRecord, deleteRecord, getRecord, staleVersion, updateRecord } from '@/domain/versioned';
import { isVisible } from '@/domain/publishing';
import { flagOf, validate, validatePartial, versionOf } from '@/domain/input';
import { categoryNameKey } from '@/lib/uniqueKeys';
import {
  listParams,
  listReply,
  open,
  requireForm,
  requireJson,
  writeContext,
  type Handler,
  type ListSearch,
  type RouteContext,
  type Routes,
} from '../context';
import { tableOf } from '../db';
import { ok } from '../http';
import { CONFLICT_TYPES } from '../scenarios';
import { blogMatches, blogTitleRank } from './search';

/** A list filter that is not an exact match of the answered record's field. */
const FILTERS: Record<string, (item: Record<string, unknown>, value: string) => boolean> = {
  unused: (item, value) => value !== 'true' || item.usedBy === 0,
};

/** Where a list's search differs from the contract's substring match, or its cursor from its sorted field. */
const SEARCHES: Partial<Record<RecordType, ListSearch<object>>> = {
  blog: { matches: blogMatches, rank: blogTitleRank } as ListSearch<object>,
  category: {
    sortKey: { category: (row: { category: string }) => categoryNameKey(row.category) },
  } as ListSearch<object>,
};

/** A category's visible posts, counted for a caller without a full session (as the server counts); else undefined. */
const visiblePostsIn = (ctx: RouteContext) =>
  ctx.session?.full
    ? undefined
    : (name: string) =>
        Promise.resolve(
          ctx.db.blogs.filter((row) => row.category === name && isVisible(row, ctx.now().getTime())).length,
        );

/**
 * A list's items before search, sort and paging: each row answered as its get answers it (src/domain/kinds.ts), then
 * the list's filters (`since` on the stored time) as the server's WHERE.
 */
async function listItems(ctx: RouteContext, type: RecordType, params: ListParams) {
  const since = RESOURCES[type].list.since;
  const hook = { store: ctx.store, conn: ctx.db, now: ctx.now().getTime(), visiblePostsIn: visiblePostsIn(ctx) };
  const rows = tableOf(ctx.db, type).filter(
    (row) => since === undefined || params.since === undefined || Number(row[since]) >= params.since,
  );
  const items = (await Promise.all(rows.map((row) => KINDS[type].toWire(hook, row)))) as Record<string, unknown>[];
  const test = (name: string) => FILTERS[name] ?? ((item, value) => item[name] === value);
  return items.filter((item) =>
    Object.entries(params.filters).every(([name, value]) => !value || test(name)(item, value)),
  );
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
    [`GET ${api.list}`]: read(async (ctx) => {
      const params = listParams(ctx, resource.list);
      return ok(listReply(await listItems(ctx, type, params), resource.list, params, SEARCHES[type]));
    }),
    [`GET ${api.get}`]: read(async (ctx, key = '') => {
      const now = ctx.now().getTime();
      return ok({ result: await getRecord(ctx.store, type, key, now, visiblePostsIn(ctx)) });
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
