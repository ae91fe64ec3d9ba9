import { RESOURCES, type ListParams, type RecordType, type ResourceDef } from '@/contract';
import {
  toAsset,
  toBlog,
  toCategory,
  toContact,
  toContentKey,
  toEnquiry,
  toMeta,
  toRedirect,
  toWebhook,
} from '@/domain/records';
import { createRecord, deleteRecord, getRecord, updateRecord } from '@/domain/versioned';
import { effectiveStatus, isVisible } from '@/domain/publishing';
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
import type { MockDb } from '../db';
import { ok, type MockReply } from '../http';
import { categoryNameKey } from '@/lib/uniqueKeys';
import { flagOf, validate, validatePartial, versionOf } from '../validate';
import { blogMatches, blogTitleRank } from './search';

/** How one record type's list is filtered and answered (the search, sort and paging are the contract's). */
interface ListOf {
  /** `anonymous`: the caller has no signed-in session (a public list then counts visible posts only). */
  items(db: MockDb, params: ListParams, now: number, anonymous: boolean): object[];
  search?: ListSearch<object>;
}

/** A category's posts: all of them for an administrator, the visible ones for anyone else (as the server counts). */
const postsIn = (db: MockDb, name: string, now: number, anonymous: boolean) =>
  db.blogs.filter((row) => row.category === name && (!anonymous || isVisible(row, now))).length;

const LISTS: Record<RecordType, ListOf> = {
  blog: {
    items: (db, { filters }, now) =>
      db.blogs
        .filter((row) => !filters.category || row.category === filters.category)
        .filter((row) => !filters.status || effectiveStatus(row, now) === filters.status)
        .map((row) => toBlog(row, now)),
    search: { matches: blogMatches, rank: blogTitleRank } as ListSearch<object>,
  },
  category: {
    items: (db, _params, now, anonymous) =>
      db.categories.map((row) => toCategory(row, postsIn(db, row.category, now, anonymous))),
    search: {
      sortKey: { category: (row: { category: string }) => categoryNameKey(row.category) },
    } as ListSearch<object>,
  },
  meta: { items: (db) => db.metas.map(toMeta) },
  contact: {
    items: (db, { filters }) =>
      db.contacts.filter((row) => !filters.status || row.status === filters.status).map(toContact),
  },
  enquiry: {
    items: (db, { filters, since }) =>
      db.enquiries
        .filter((row) => !filters.enquiryCategory || row.enquiryCategory === filters.enquiryCategory)
        .filter((row) => since === undefined || row.createdDate >= since)
        .map(toEnquiry),
  },
  contentKey: { items: (db) => db.contentKeys.map(toContentKey) },
  asset: {
    items: (db, { filters }) =>
      db.assets
        .map((row) => toAsset(row, assetUseCount(db, row)))
        .filter((item) => filters.unused !== 'true' || item.usedBy === 0),
  },
  webhook: { items: (db) => db.webhooks.map(toWebhook) },
  redirect: { items: (db) => db.redirects.map(toRedirect) },
};

/** The records using an asset, as the server counts them (featured, or its file named in a post's body). */
function assetUseCount(db: MockDb, row: { id: number; name: string }) {
  const stem = row.name.replace(/\..*$/, '');
  const posts = db.blogs.filter((blog) => blog.imageId === row.id || blog.description.includes(stem)).length;
  return posts + db.metas.filter((meta) => meta.imageId === row.id).length;
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
      const list = LISTS[type];
      const items = list.items(ctx.db, params, ctx.now().getTime(), !signedIn(ctx));
      return ok(listReply(items, resource.list, params, list.search));
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
      const version = versionOf(form);
      const removeImage = resource.image ? flagOf(form, 'removeImage') : false;
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
