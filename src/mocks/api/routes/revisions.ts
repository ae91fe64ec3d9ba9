import { PREVIEW_NOT_FOUND, PREVIEW_PATHS, REVISION_PATHS, REVISION_TYPES, type RevisionType } from '@/contract';
import { SETTING_DEFAULTS } from '@/domain/defaults';
import { newPreviewLink, previewedRowId, previewTokenHash, toPreviewPost } from '@/domain/preview';
import { restoreRevision } from '@/domain/revisionRestore';
import { getRevision, listRevisions, parseRevisionNumber, parseRevisionQuery } from '@/domain/revisions';
import { open, requireJson, writeContext, type RouteContext, type Routes } from '../context';
import { ok, type MockReply } from '../http';
import { ORIGIN } from './content';
import { fileReply } from './uploads';
import { addPreviewLink, previewedPost, revokePreviewLinks } from '../../../../server/src/db/previewLinks.ts';

/** The site the mock's preview links point at: the demo site's default address. */
const SITE_URL = 'http://127.0.0.1:3002';
const NO_STORE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/** The history calls of each versioned type (the rules are src/domain/revisions.ts and revisionRestore.ts). */
const historyOf = (type: RevisionType): Routes => {
  const paths = REVISION_PATHS[type];
  return {
    [`GET ${paths.list}`]: async (ctx, key = '') =>
      ok(await listRevisions(ctx.store, type, key, parseRevisionQuery(Object.fromEntries(ctx.query)))),
    [`GET ${paths.get}`]: async (ctx, key = '', n = '') =>
      ok({ result: await getRevision(ctx.store, type, key, parseRevisionNumber(n)) }),
    [`POST ${paths.restore}`]: async (ctx, key = '', n = '') =>
      ok({ result: await restoreRevision(writeContext(ctx), type, key, n, requireJson(ctx)) }),
  };
};

/** The post a preview token names while it works, and its image if asked (src/domain/preview.ts). */
async function preview(ctx: RouteContext, token: string, image: boolean): Promise<MockReply> {
  const now = ctx.now().getTime();
  const hash = await previewTokenHash(token);
  const row = hash && (await previewedPost(ctx.db.sql.db, hash, now));
  const file = row && image && row.imageUrl ? ctx.db.uploads.get(`blogs/${row.imageUrl}`) : undefined;
  if (!row || (image && !file)) return { status: 404, body: { message: PREVIEW_NOT_FOUND }, headers: NO_STORE };
  if (file) return fileReply(file, NO_STORE);
  return { status: 200, body: { result: toPreviewPost(row, token, ORIGIN, now) }, headers: NO_STORE };
}

/** Draft preview: a link for a post, revoking its links, and the public read. */
const previewRoutes: Routes = {
  [`POST ${PREVIEW_PATHS.link}`]: async (ctx, blogId = '') => {
    const { actor, now } = writeContext(ctx);
    const id = await previewedRowId(ctx.store, ctx.db.sql.db, blogId);
    const ttlMs = SETTING_DEFAULTS.previewTtlSeconds * 1000;
    const { link, answer } = await newPreviewLink(id, { actor, now, ttlMs, siteUrl: SITE_URL });
    await addPreviewLink(ctx.db.sql.db, link);
    return ok({ result: answer });
  },
  [`DELETE ${PREVIEW_PATHS.link}`]: async (ctx, blogId = '') => {
    const id = await previewedRowId(ctx.store, ctx.db.sql.db, blogId);
    await revokePreviewLinks(ctx.db.sql.db, id);
    return ok({ result: true });
  },
  [`GET ${PREVIEW_PATHS.read}`]: open((ctx, token = '') => preview(ctx, token, false)),
  [`GET ${PREVIEW_PATHS.image}`]: open((ctx, token = '') => preview(ctx, token, true)),
};

/** Each versioned type's history calls, and draft preview. */
export const revisionRoutes = [...REVISION_TYPES.map(historyOf), previewRoutes];
