/**
 * Draft preview (docs/api.md#draft-preview, docs/content-api.md#draft-preview): an administrator makes a link for a
 * post (`POST /blogs/previewLink/{blogId}`) or revokes them all (`DELETE`); anyone with the link reads the post as it
 * is saved now (`GET /content/preview/{token}`, and its image), never cached and never indexed. An unknown, expired
 * or revoked token gets one and the same 404.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  blog,
  done,
  PREVIEW_NOT_FOUND,
  PREVIEW_PATHS,
  previewLinkAnswer,
  previewPost,
  resultOf,
} from '../../../src/contract/index.ts';
import { newPreviewLink, previewedRowId, previewTokenHash, toPreviewPost } from '../../../src/domain/preview.ts';
import { actorOf } from '../auth/sessions.ts';
import type { Ctx } from '../context.ts';
import { addPreviewLink, previewedPost, revokePreviewLinks } from '../db/previewLinks.ts';
import { requestClientKey } from '../http/client.ts';
import { HttpError } from '../http/errors.ts';
import { ipLimiter } from '../http/ipLimiter.ts';
import { answers, errorResponses } from '../http/openapi.ts';
import { describedPart, pathSchema, textParam, textRuleSchema } from '../http/validate.ts';
import { imageKey, UPLOAD_NAME } from '../services/files.ts';
import { imageBytes } from './uploads.ts';
import type { Api, Routes } from './types.ts';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
const tokenParam = textParam('token', {
  type: 'string',
  maxLength: 200,
  description: 'The token of a preview link (`pv_` and 43 base64url characters).',
});
const blogParams = describedPart(pathSchema({ blogId: textRuleSchema(blog.fields.blogId) }));
const LINK = { params: blogParams, response: answers(previewLinkAnswer(), 404) };
const REVOKE = { params: blogParams, response: answers(done(), 404) };
const READ = { params: tokenParam, response: { 200: resultOf(previewPost()), ...errorResponses(404, 429) } };
const IMAGE = { params: tokenParam, response: { 200: imageBytes, ...errorResponses(404, 429) } };

/** Any origin may read (the demo site's script, another site's preview page); nobody sends credentials. */
const cors = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD'],
  allowedHeaders: [] as string[],
  exposedHeaders: [] as string[],
  maxAge: 86_400,
};

const gone = () => new HttpError(404, PREVIEW_NOT_FOUND);

const blogIdOf = (request: FastifyRequest) => (request.params as { blogId?: unknown }).blogId as string | undefined;

function publicRoutes(app: Api, ctx: Ctx) {
  const { db, config } = ctx;
  // Guessing tokens is held to the Content API's per-IP limit.
  const limit = ipLimiter(config.contentLimitPerMinute, 60_000, config.now);
  const base = () => {
    if (config.apiPublicUrl) return config.apiPublicUrl;
    const address = app.server.address() as AddressInfo | null;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return `http://${host}:${address?.port ?? config.apiPort}`;
  };
  const options = {
    config: { cors },
    onRequest: (request: FastifyRequest, reply: FastifyReply, next: () => void) => {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      limit(requestClientKey(request));
      next();
    },
    // Every answer, found or not: kept by no cache, indexed by no search engine.
    onSend: (_request: FastifyRequest, reply: FastifyReply, payload: unknown, next: (e: null, p: unknown) => void) => {
      reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
      next(null, payload);
    },
  };
  /** The post a working token names, or the one 404. */
  const postOf = async (token: string) => {
    const hash = await previewTokenHash(token);
    const row = hash && (await previewedPost(db, hash, config.now()));
    if (!row) throw gone();
    return row;
  };

  app.get(PREVIEW_PATHS.read, { ...options, schema: READ }, async (request) => {
    const { token } = request.params;
    return { result: toPreviewPost(await postOf(token), token, base(), config.now()) };
  });
  app.get(PREVIEW_PATHS.image, { ...options, schema: IMAGE }, async (request, reply) => {
    const name = (await postOf(request.params.token)).imageUrl;
    const file = name && UPLOAD_NAME.test(name) ? await ctx.storage.get(imageKey('blogs', name)) : undefined;
    if (!name || !file) throw gone();
    return reply
      .header('Content-Type', TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
      .header('Content-Length', String(file.size))
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.body);
  });
}

function adminRoutes(app: Api, ctx: Ctx) {
  const { db, config } = ctx;
  app.post(PREVIEW_PATHS.link, { schema: LINK }, async (request) => {
    const id = await previewedRowId(ctx.store, db, blogIdOf(request));
    const at = { actor: actorOf(request), now: config.now(), ttlMs: config.previewTtlSeconds * 1000 };
    const { link, answer } = await newPreviewLink(id, { ...at, siteUrl: config.siteUrl });
    await addPreviewLink(db, link);
    return { result: answer };
  });
  app.delete(PREVIEW_PATHS.link, { schema: REVOKE }, async (request) => {
    await revokePreviewLinks(db, await previewedRowId(ctx.store, db, blogIdOf(request)));
    return { result: true as const };
  });
}

export const previewRoutes: Routes = { public: publicRoutes, admin: adminRoutes };
