import { blog, SLUG_PATTERN } from '@/contract';
import { KEY_REFUSED, KEY_REQUIRED, metaUrlOf, postsQueryOf, PUBLIC_SEARCH_CAP } from '@/domain/content';
import { sha256Hex } from '@/domain/kinds';
import { contentKeyIdByHash } from '../../../../server/src/db/contentKeys.ts';
import {
  exportPosts,
  findPublicMeta,
  getPublicPost,
  imageIsPublic,
  listPublicCategories,
  listPublicPosts,
  searchPublicPosts,
  visiblePostCounts,
} from '../../../../server/src/db/content.ts';
import { inCategory, loadVisiblePosts, publicMatches } from '../../../../server/src/db/publicSearch.ts';
import { open, type Handler, type RouteContext, type Routes } from '../context';
import { fail, ok } from '../http';
import { fileReply } from './uploads';

/** Absolute image URLs of the mock start with the panel's default API URL. */
export const ORIGIN = 'http://127.0.0.1:3001';

/** The content key's check: none, or a known one (401 when it is unknown or revoked); true when one was given. */
async function keyed(ctx: RouteContext): Promise<boolean> {
  if (ctx.token === null) return false;
  if ((await contentKeyIdByHash(ctx.db.sql.db, await sha256Hex(ctx.token))) === undefined) fail(401, KEY_REFUSED);
  return true;
}

type ContentHandler = (ctx: RouteContext, keyed: boolean, ...params: string[]) => ReturnType<Handler>;
/** A public, read-only call of the Content API, after the content key's check. */
const content = (run: ContentHandler) => open(async (ctx, ...params) => run(ctx, await keyed(ctx), ...params));

/** The public Content API: JSON calls, images and the export, read by the server's queries (server/src/db/content.ts). */
export const contentRoutes: Routes = {
  'GET /content/export.ndjson': content(async (ctx, withKey) => {
    if (!withKey) fail(401, KEY_REQUIRED);
    const lines = [];
    for await (const piece of exportPosts(ctx.db.sql.db, ctx.now().getTime(), ORIGIN)) lines.push(piece);
    return {
      status: 200,
      bytes: new TextEncoder().encode(lines.join('')),
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'private, no-store' },
    };
  }),
  'GET /content/posts': content(async (ctx) => {
    const { withBody, params, after } = postsQueryOf(Object.fromEntries(ctx.query));
    const [db, now, q] = [ctx.db.sql.db, ctx.now().getTime(), params.q];
    const query = {
      page: params.page,
      pageSize: params.pageSize,
      category: params.filters.category,
      q,
      after,
      withBody,
    };
    if (!q) return ok(await listPublicPosts(db, now, query, ORIGIN));
    // A search answers its PUBLIC_SEARCH_CAP most recently created visible matches, as the server does.
    const visible = await loadVisiblePosts(db, now);
    const matches = await publicMatches(db, 'sqlite', q, PUBLIC_SEARCH_CAP, now, visible);
    return ok(await searchPublicPosts(db, query, inCategory(matches, visible, query.category), visible, ORIGIN));
  }),
  'GET /content/posts/:blogId': content(async (ctx, _keyed, blogId = '') => {
    const valid = blogId.length <= blog.fields.blogId.max && SLUG_PATTERN.test(blogId);
    const post = valid ? await getPublicPost(ctx.db.sql.db, ctx.now().getTime(), blogId, ORIGIN) : undefined;
    return ok({ result: post ?? fail(404, 'Post not found') });
  }),
  'GET /content/categories': content(async (ctx) => {
    const counts = await visiblePostCounts(ctx.db.sql.db, ctx.now().getTime());
    return ok({ result: await listPublicCategories(ctx.db.sql.db, counts) });
  }),
  'GET /content/meta': content(async (ctx) => {
    const meta = await findPublicMeta(ctx.db.sql.db, metaUrlOf(ctx.query.get('url') ?? undefined), ORIGIN);
    return ok({ result: meta ?? fail(404, 'Meta not found') });
  }),
  'GET /content/images/:folder/:name': content(async (ctx, _keyed, folder, name = '') => {
    const kind = folder === 'blogs' || folder === 'meta' ? folder : undefined;
    const owned = kind && (await imageIsPublic(ctx.db.sql.db, ctx.now().getTime(), kind, name));
    const file = (owned && ctx.db.uploads.get(`${folder}/${name}`)) || fail(404, 'Image not found');
    return fileReply(file, { 'cache-control': 'public, max-age=86400' });
  }),
};
