import { RESOURCES, type ListParams, type RecordType, type ResourceDef } from '@/contract';
import { KINDS } from '@/domain/kinds';
import { createRecord, deleteRecord, getRecord, updateRecord } from '@/domain/versioned';
import { isVisible } from '@/domain/publishing';
import {
  listParams,
  listReply,
  requireForm,
  requireJson,
  requireSession,
  writeContext,
  type ListSearch,
  type RouteContext,
} from '../context';
import { tableOf, type MockDb } from '../db';
import { ok, type MockReply } from '../http';
import { categoryNameKey } from '@/lib/uniqueKeys';
import { flagOf, validate, validatePartial, versionOf } from '@/domain/input';
import { blogMatches, blogTitleRank } from './search';

/** A category's posts: all of them for an administrator, the visible ones for anyone else (as the server counts). */
const postsIn = (db: MockDb, name: string, now: number, anonymous: boolean) =>
  db.blogs.filter((row) => row.category === name && (!anonymous || isVisible(row, now))).length;

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

/**
 * A list's items before search, sort and paging: each row answered as its get answers it (src/domain/kinds.ts), then
 * the list's filters (`since` on the stored time) as the server's WHERE.
 */
async function listItems(ctx: RouteContext, type: RecordType, params: ListParams, anonymous: boolean) {
  const now = ctx.now().getTime();
  const since = RESOURCES[type].list.since;
  const visiblePostsIn = anonymous ? (name: string) => Promise.resolve(postsIn(ctx.db, name, now, true)) : undefined;
  const hook = { store: ctx.store, conn: ctx.db, now, visiblePostsIn };
  const rows = tableOf(ctx.db, type).filter(
    (row) => since === undefined || params.since === undefined || Number(row[since]) >= params.since,
  );
  const items = (await Promise.all(rows.map((row) => KINDS[type].toWire(hook, row)))) as Record<string, unknown>[];
  const test = (name: string) => FILTERS[name] ?? ((item, value) => item[name] === value);
  return items.filter((item) =>
    Object.entries(params.filters).every(([name, value]) => !value || test(name)(item, value)),
  );
}

/** `/segment/:param` → a matcher of the request's segments, giving the parameter's value. */
function matcher(path: string | undefined) {
  const parts = path?.split('/').filter(Boolean);
  return (segments: string[]) => {
    if (!parts || parts.length !== segments.length) return null;
    let param: string | undefined;
    for (const [i, part] of parts.entries()) {
      if (part.startsWith(':')) param = decodeURIComponent(segments[i] ?? '');
      else if (part !== segments[i]) return null;
    }
    return { param };
  };
}

/** True when the request carries a signed-in (code-verified) session. */
const signedIn = (ctx: RouteContext) => (ctx.token ? ctx.db.sessions.get(ctx.token)?.full === true : false);

/** A create's or update's body: a multipart form for a type with an image, else JSON. */
const bodyOf = (ctx: RouteContext, resource: ResourceDef) => (resource.image ? requireForm(ctx) : requireJson(ctx));

/** Every record type's calls from the registry (src/contract `api`), the writes being the shared rules (src/domain). */
export async function recordRoutes(ctx: RouteContext): Promise<MockReply | null> {
  for (const type of Object.keys(RESOURCES) as RecordType[]) {
    const resource = RESOURCES[type];
    const { api } = resource;
    const on = (method: string, path: string | undefined) =>
      ctx.method === method ? matcher(path)(ctx.segments) : null;
    let hit;
    if ((hit = on('GET', api.list))) {
      if (!api.publicRead) requireSession(ctx);
      const params = listParams(ctx, resource.list);
      const items = await listItems(ctx, type, params, !signedIn(ctx));
      return ok(listReply(items, resource.list, params, SEARCHES[type]));
    }
    if ((hit = on('GET', api.get))) {
      if (!api.publicRead) requireSession(ctx);
      const now = ctx.now().getTime();
      const anonymous = signedIn(ctx) ? undefined : (name: string) => Promise.resolve(postsIn(ctx.db, name, now, true));
      return ok({ result: await getRecord(ctx.store, type, hit.param, now, anonymous) });
    }
    if ((hit = on('POST', api.create))) {
      const write = writeContext(ctx, requireSession(ctx));
      const form = bodyOf(ctx, resource);
      const values = validate(form, resource.fields);
      const image = resource.image && form.image instanceof Blob ? form.image : undefined;
      return ok({ result: await createRecord(write, type, { values, form, image }) }, 201);
    }
    if ((hit = on('PUT', api.update))) {
      const write = writeContext(ctx, requireSession(ctx));
      const form = bodyOf(ctx, resource);
      const version = versionOf(form.version);
      const removeImage = resource.image ? flagOf(form.removeImage, 'removeImage') : false;
      const values = validatePartial(form, resource.fields);
      const image = resource.image && form.image instanceof Blob ? form.image : undefined;
      const request = { key: hit.param, version, values, form, image, removeImage };
      return ok({ result: await updateRecord(write, type, request) });
    }
    if ((hit = on('DELETE', api.delete))) {
      await deleteRecord(writeContext(ctx, requireSession(ctx)), type, hit.param);
      return ok({ result: true });
    }
  }
  return null;
}
