import { PREVIEW_NOT_FOUND, previewPageUrl, REVISION_PATHS, REVISION_TYPES, type RevisionType } from '@/contract';
import { KINDS, sha256Hex } from '@/domain/kinds';
import { newPreviewToken, previewTokenHash, toPreviewPost } from '@/domain/preview';
import { restoreRevision } from '@/domain/revisionRestore';
import { getRevision, listRevisions, parseRevisionNumber, parseRevisionQuery } from '@/domain/revisions';
import { iso } from '@/domain/time';
import { requireJson, requireSession, writeContext, type RouteContext } from '../context';
import { fail, ok, type MockReply } from '../http';

/** The site the mock's preview links point at: the demo site's default address. */
const SITE_URL = 'http://127.0.0.1:3002';
/** Absolute image URLs of the mock start with the panel's default API URL. */
const ORIGIN = 'http://127.0.0.1:3001';
/** The server's default `PREVIEW_TTL_SECONDS`. */
const PREVIEW_TTL_MS = 86_400_000;
const NO_STORE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/** `/blogs` → blog, `/meta` → meta, `/category` → category: the type whose history paths start with `root`. */
const typeOf = (root: string | undefined): RevisionType | undefined =>
  REVISION_TYPES.find((type) => REVISION_PATHS[type].list.split('/')[1] === root);

/**
 * The history calls (`…/revisions/{key}`, `…/revision/{key}/{n}`, `…/restoreRevision/{key}/{n}`) and draft preview
 * (`/blogs/previewLink/{blogId}`, `/content/preview/{token}`); the rules are src/domain/revisions.ts,
 * revisionRestore.ts and preview.ts.
 */
export async function revisionRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, action, key, revision, extra] = ctx.segments;
  if (root === 'content' && action === 'preview') return preview(ctx, key, revision, extra);
  const type = typeOf(root);
  if (!type || key === undefined || extra !== undefined) return null;
  const route = `${ctx.method} ${action}`;
  if (route === 'GET revisions' && revision === undefined) {
    requireSession(ctx);
    return ok(await listRevisions(ctx.store, type, key, parseRevisionQuery(Object.fromEntries(ctx.query))));
  }
  if (route === 'GET revision' && revision !== undefined) {
    requireSession(ctx);
    return ok({ result: await getRevision(ctx.store, type, key, parseRevisionNumber(revision)) });
  }
  if (route === 'POST restoreRevision' && revision !== undefined) {
    const write = writeContext(ctx, requireSession(ctx));
    return ok({ result: await restoreRevision(write, type, key, revision, requireJson(ctx)) });
  }
  if (type === 'blog' && action === 'previewLink' && revision === undefined) return previewLink(ctx, key);
  return null;
}

async function previewLink(ctx: RouteContext, blogId: string): Promise<MockReply | null> {
  if (ctx.method !== 'POST' && ctx.method !== 'DELETE') return null;
  const session = requireSession(ctx);
  const where = KINDS.blog.locate(blogId);
  const row = where && ctx.db.blogs.find((other) => other.blogId === where.value);
  if (!row) return fail(404, 'Blog not found');
  if (ctx.method === 'DELETE') {
    ctx.db.previewLinks = ctx.db.previewLinks.filter((link) => link.blogRowId !== row.id);
    return ok({ result: true });
  }
  const token = newPreviewToken();
  const now = ctx.now().getTime();
  const expiresAt = now + PREVIEW_TTL_MS;
  ctx.db.previewLinks = [
    ...ctx.db.previewLinks.filter((link) => link.expiresAt > now),
    { tokenHash: await sha256Hex(token), blogRowId: row.id, createdBy: session.email, createdAt: now, expiresAt },
  ];
  return ok({ result: { url: previewPageUrl(SITE_URL, token), token, expiresAt: iso(expiresAt) } });
}

async function preview(
  ctx: RouteContext,
  token: string | undefined,
  part: string | undefined,
  extra: string | undefined,
): Promise<MockReply | null> {
  if (ctx.method !== 'GET' || token === undefined || extra !== undefined || (part && part !== 'image')) return null;
  const now = ctx.now().getTime();
  const hash = await previewTokenHash(token);
  const link = hash && ctx.db.previewLinks.find((other) => other.tokenHash === hash && other.expiresAt > now);
  const row = link && ctx.db.blogs.find((other) => other.id === link.blogRowId);
  const file = row && part === 'image' && row.imageUrl ? ctx.db.uploads.get(`blogs/${row.imageUrl}`) : undefined;
  if (!row || (part === 'image' && !file))
    return { status: 404, body: { message: PREVIEW_NOT_FOUND }, headers: NO_STORE };
  if (file) return { status: 200, bytes: file.bytes, headers: { 'content-type': file.type, ...NO_STORE } };
  return { status: 200, body: { result: toPreviewPost(row, token, ORIGIN, now) }, headers: NO_STORE };
}
