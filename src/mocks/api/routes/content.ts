import { blog, SLUG_PATTERN } from '@/contract';
import {
  byPublicName,
  KEY_REFUSED,
  KEY_REQUIRED,
  metaUrlOf,
  normaliseUrl,
  postsCursor,
  postsQueryOf,
  PUBLIC_SEARCH_CAP,
  publicImageOf,
  publicSearchMatches,
  toPublicCategory,
  toPublicMeta,
  toPublicPost,
  toPublicPostWithBody,
} from '@/domain/content';
import { sha256Hex } from '@/domain/kinds';
import { categoryNameKey } from '@/lib/uniqueKeys';
import { isVisible } from '@/domain/publishing';
import { excerpt } from '@/lib/excerpt';
import { open, pageOf, type Handler, type RouteContext, type Routes } from '../context';
import { fail, ok } from '../http';
import { fileReply } from './uploads';

/** Absolute image URLs of the mock start with the panel's default API URL. */
export const ORIGIN = 'http://127.0.0.1:3001';

/** The content key's check: none, or a known one (401 when it is unknown or revoked); true when one was given. */
async function keyed(ctx: RouteContext): Promise<boolean> {
  if (ctx.token === null) return false;
  const hash = await sha256Hex(ctx.token);
  if (!ctx.db.contentKeys.some((row) => row.keyHash === hash)) fail(401, KEY_REFUSED);
  return true;
}

/** The library image a post or meta entry uses, as the server answers it (the in-memory API makes no renditions). */
function imageOf(ctx: RouteContext, imageId: number | null | undefined) {
  const asset = imageId == null ? undefined : ctx.db.assets.find((row) => row.id === imageId);
  return asset ? publicImageOf(asset, `${ORIGIN}/content/images`) : null;
}

const visiblePosts = (ctx: RouteContext) =>
  ctx.db.blogs
    .filter((row) => isVisible(row, ctx.now().getTime()))
    .map((row) => ({ ...row, image: imageOf(ctx, row.imageId) }));

type ContentHandler = (ctx: RouteContext, keyed: boolean, ...params: string[]) => ReturnType<Handler>;
/** A public, read-only call of the Content API, after the content key's check. */
const content = (run: ContentHandler) => open(async (ctx, ...params) => run(ctx, await keyed(ctx), ...params));

/** The public Content API: JSON calls, images and the export. The shapes and rules are src/domain/content.ts. */
export const contentRoutes: Routes = {
  'GET /content/export.ndjson': content((ctx, withKey) => {
    if (!withKey) fail(401, KEY_REQUIRED);
    const lines = visiblePosts(ctx)
      .sort((a, b) => a.id - b.id)
      .map((row) => `${JSON.stringify(toPublicPostWithBody(row, ORIGIN))}\n`);
    return {
      status: 200,
      bytes: new TextEncoder().encode(lines.join('')),
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'private, no-store' },
    };
  }),
  'GET /content/posts': content((ctx) => {
    const { withBody, params, after } = postsQueryOf(Object.fromEntries(ctx.query));
    const q = params.q;
    const wanted = params.filters.category === undefined ? undefined : categoryNameKey(params.filters.category);
    const named = new Set(
      ctx.db.categories.filter((row) => categoryNameKey(row.category) === wanted).map((row) => row.category),
    );
    const visible = visiblePosts(ctx);
    // A search answers its PUBLIC_SEARCH_CAP most recently created visible matches, as the server does.
    const searched = q
      ? visible
          .filter((row) => publicSearchMatches(row, q))
          .sort((a, b) => b.id - a.id)
          .slice(0, PUBLIC_SEARCH_CAP)
      : visible;
    const rows = searched
      .filter((row) => wanted === undefined || named.has(row.category))
      .sort((a, b) => Number(b.publishedAt) - Number(a.publishedAt) || b.id - a.id);
    const older = (row: (typeof rows)[number], cursor: { publishedAt: number; id: number }) => {
      const at = Number(row.publishedAt);
      return at < cursor.publishedAt || (at === cursor.publishedAt && row.id < cursor.id);
    };
    const start = after ? rows.filter((row) => !older(row, after)).length : (params.page - 1) * params.pageSize;
    const page = pageOf(rows, params, start);
    const last = page.result.at(-1);
    const more = start + params.pageSize < rows.length;
    return ok({
      ...page,
      result: page.result.map((row) =>
        withBody ? toPublicPostWithBody(row, ORIGIN) : toPublicPost(row, excerpt(row.description), ORIGIN),
      ),
      nextCursor: !q && more && last ? postsCursor({ publishedAt: Number(last.publishedAt), id: last.id }) : null,
    });
  }),
  'GET /content/posts/:blogId': content((ctx, _keyed, blogId = '') => {
    const valid = blogId.length <= blog.fields.blogId.max && SLUG_PATTERN.test(blogId);
    const row = (valid && visiblePosts(ctx).find((other) => other.blogId === blogId)) || fail(404, 'Post not found');
    return ok({ result: toPublicPostWithBody(row, ORIGIN) });
  }),
  'GET /content/categories': content((ctx) => {
    const visible = visiblePosts(ctx);
    const result = [...ctx.db.categories]
      .sort(byPublicName)
      .map((row) => toPublicCategory(row, visible.filter((post) => post.category === row.category).length));
    return ok({ result });
  }),
  'GET /content/meta': content((ctx) => {
    const wanted = normaliseUrl(metaUrlOf(ctx.query.get('url') ?? undefined));
    const row = ctx.db.metas.find((other) => normaliseUrl(other.metaUrl) === wanted) ?? fail(404, 'Meta not found');
    return ok({ result: toPublicMeta(row, ORIGIN, imageOf(ctx, row.imageId)) });
  }),
  'GET /content/images/:folder/:name': content((ctx, _keyed, folder, name) => {
    const owned =
      folder === 'blogs'
        ? visiblePosts(ctx).some((row) => row.imageUrl === name)
        : folder === 'meta' && ctx.db.metas.some((row) => row.image === name);
    const file = (owned && ctx.db.uploads.get(`${folder}/${name}`)) || fail(404, 'Image not found');
    return fileReply(file, { 'cache-control': 'public, max-age=86400' });
  }),
};
