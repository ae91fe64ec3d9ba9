import { blog, CURSOR_MESSAGE, isHttpUrl, SLUG_PATTERN } from '@/contract';
import {
  byPublicName,
  CONTENT_POSTS_LIST,
  INCLUDE_MESSAGE,
  KEY_REFUSED,
  KEY_REQUIRED,
  includesBody,
  normaliseUrl,
  postsCursor,
  postsCursorOf,
  PUBLIC_SEARCH_CAP,
  publicImageOf,
  publicSearchMatches,
  SEARCH_CURSOR_MESSAGE,
  toPublicCategory,
  toPublicMeta,
  toPublicPost,
  toPublicPostWithBody,
} from '@/domain/content';
import { sha256Hex } from '@/domain/kinds';
import { categoryNameKey } from '@/lib/uniqueKeys';
import { isVisible } from '@/domain/publishing';
import { excerpt } from '@/lib/excerpt';
import { listParams, type RouteContext } from '../context';
import { fail, ok, validationFailed, type MockReply } from '../http';

/** Absolute image URLs of the mock start with the panel's default API URL. */
const ORIGIN = 'http://127.0.0.1:3001';

/**
 * The public Content API: JSON calls, images and the export; no session, an optional content key (401 when it is
 * unknown or revoked). The shapes and rules are src/domain/content.ts.
 */
export async function contentRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, what, id, name] = ctx.segments;
  if (root !== 'content') return null;
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') fail(405, 'The Content API is read-only: use GET or HEAD');
  let keyed = false;
  if (ctx.token !== null) {
    const hash = await sha256Hex(ctx.token);
    if (!ctx.db.contentKeys.some((row) => row.keyHash === hash)) fail(401, KEY_REFUSED);
    keyed = true;
  }
  const now = ctx.now().getTime();
  // The library image a post or meta entry uses, as the server answers it (the in-memory API makes no renditions).
  const imageOf = (imageId: number | null | undefined) => {
    const asset = imageId == null ? undefined : ctx.db.assets.find((row) => row.id === imageId);
    return asset ? publicImageOf(asset, `${ORIGIN}/content/images`) : null;
  };
  const visible = ctx.db.blogs
    .filter((row) => isVisible(row, now))
    .map((row) => ({ ...row, image: imageOf(row.imageId) }));

  if (what === 'export.ndjson' && id === undefined) {
    if (!keyed) fail(401, KEY_REQUIRED);
    const lines = [...visible]
      .sort((a, b) => a.id - b.id)
      .map((row) => `${JSON.stringify(toPublicPostWithBody(row, ORIGIN))}\n`);
    return {
      status: 200,
      bytes: new TextEncoder().encode(lines.join('')),
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'private, no-store' },
    };
  }

  if (what === 'posts' && id === undefined) {
    const { include, ...query } = Object.fromEntries(ctx.query);
    const withBody = includesBody(include);
    if (withBody === undefined) fail(400, INCLUDE_MESSAGE, { errors: { include: INCLUDE_MESSAGE } });
    const params = listParams(ctx, CONTENT_POSTS_LIST, query);
    const after = params.after && postsCursorOf(params.after);
    if (params.after && !after) fail(400, CURSOR_MESSAGE, { errors: { after: CURSOR_MESSAGE } });
    const q = params.q;
    if (q && after) fail(400, SEARCH_CURSOR_MESSAGE, { errors: { after: SEARCH_CURSOR_MESSAGE } });
    const wanted = params.filters.category === undefined ? undefined : categoryNameKey(params.filters.category);
    const named = new Set(
      ctx.db.categories.filter((row) => categoryNameKey(row.category) === wanted).map((row) => row.category),
    );
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
    const { page, pageSize } = params;
    const start = after
      ? rows.filter((row) => {
          const at = Number(row.publishedAt);
          return !(at < after.publishedAt || (at === after.publishedAt && row.id < after.id));
        }).length
      : (page - 1) * pageSize;
    const shown = rows.slice(start, start + pageSize);
    const last = shown.at(-1);
    const more = start + pageSize < rows.length;
    return ok({
      result: shown.map((row) =>
        withBody ? toPublicPostWithBody(row, ORIGIN) : toPublicPost(row, excerpt(row.description), ORIGIN),
      ),
      total: rows.length,
      page,
      pageSize,
      nextCursor: !q && more && last ? postsCursor({ publishedAt: Number(last.publishedAt), id: last.id }) : null,
    });
  }
  if (what === 'posts' && id !== undefined && name === undefined) {
    const blogId = decodeURIComponent(id);
    const valid = blogId.length <= blog.fields.blogId.max && SLUG_PATTERN.test(blogId);
    const row = valid ? visible.find((other) => other.blogId === blogId) : undefined;
    if (!row) fail(404, 'Post not found');
    return ok({ result: toPublicPostWithBody(row, ORIGIN) });
  }
  if (what === 'categories' && id === undefined) {
    const result = [...ctx.db.categories]
      .sort(byPublicName)
      .map((row) => toPublicCategory(row, visible.filter((post) => post.category === row.category).length));
    return ok({ result });
  }
  if (what === 'meta' && id === undefined) {
    const url = ctx.query.get('url')?.trim() ?? '';
    if (!url) validationFailed({ url: 'url is required' });
    if (url.length > 2048 || !isHttpUrl(url)) validationFailed({ url: 'url must be a valid http(s) URL' });
    const wanted = normaliseUrl(url);
    const row = ctx.db.metas.find((other) => normaliseUrl(other.metaUrl) === wanted);
    if (!row) fail(404, 'Meta not found');
    return ok({ result: toPublicMeta(row, ORIGIN, imageOf(row.imageId)) });
  }
  if (what === 'images' && (id === 'blogs' || id === 'meta') && name) {
    const owned =
      id === 'blogs' ? visible.some((row) => row.imageUrl === name) : ctx.db.metas.some((row) => row.image === name);
    const file = owned ? ctx.db.uploads.get(`${id}/${name}`) : undefined;
    if (!file) fail(404, 'Image not found');
    return {
      status: 200,
      bytes: file.bytes,
      headers: { 'content-type': file.type, 'cache-control': 'public, max-age=86400' },
    };
  }
  return null;
}
