/**
 * The public Content API (issue 13): what the content website reads, with no session. GET and HEAD only; every
 * answer is cacheable (strong ETag, `If-None-Match` → 304 after one index-only query), readable from any origin
 * (`Access-Control-Allow-Origin: *`, no credentials) and rate-limited per IP.
 */
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Routes } from './types.ts';
import { requestClientKey } from '../http/client.ts';
import { badRequest, HttpError, unauthorized } from '../http/errors.ts';
import { sha256 } from '../auth/crypto.ts';
import { contentKeyIdByHash } from '../db/contentKeys.ts';
import { errorResponses, ResponseDoc, type Responses, type ResponseSchema } from '../http/openapi.ts';
import { describedPart, listQuery, listQuerySchema, parseText, textParam, textRuleSchema } from '../http/validate.ts';
import { createHash } from 'node:crypto';
import {
  CONTENT_POSTS_LIST,
  INCLUDE_MESSAGE,
  includesBody,
  POSTS_INCLUDE,
  postsCursorOf,
} from '../../../src/domain/content.ts';
import { z } from 'zod';
import {
  CURSOR_MESSAGE,
  listPage,
  publicCategories,
  publicMeta,
  publicPost,
  publicPostWithBody,
  resultOf,
} from '../../../src/contract/index.ts';
import {
  contentFingerprint,
  exportPosts,
  findPublicMeta,
  lastContentChange,
  getPublicPost,
  imageIsPublic,
  listPublicCategories,
  listPublicPosts,
  newestPosts,
  pageCheckpoints,
  type Checkpoints,
} from '../db/content.ts';
import { UPLOAD_NAME, uploadDir, type UploadKind } from '../services/files.ts';
import { imageBytes, imageName } from './uploads.ts';
import {
  contentCacheControl,
  IMAGE_CACHE,
  keyPart,
  notFoundCacheControl,
  notModifiedSince,
  setLastModified,
  setSurrogateKeys,
} from '../http/contentCache.ts';
import { planSitemap, rssFeed, sitemapIndex, sitemapUrlset } from '../services/sitemap.ts';

const FEED_SIZE = 20;
const CHECKPOINT_EVERY = 200;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A strong ETag for one URL at one content state. */
const etagOf = (fingerprint: string, url: string) =>
  `"${createHash('sha256').update(fingerprint).update('\n').update(url).digest('base64url').slice(0, 27)}"`;

/** Per-route options for @fastify/cors: any origin may read, nobody sends credentials. */
const cors = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD'],
  allowedHeaders: ['Authorization', 'If-None-Match', 'If-Modified-Since', 'Cache-Control'],
  exposedHeaders: ['ETag', 'Last-Modified', 'Allow', 'Retry-After', 'Link'],
  maxAge: 86_400,
};

// @fastify/cors reads `config.cors` of the matched route (merged over its global options) but does not type it.
declare module 'fastify' {
  interface FastifyContextConfig {
    cors?: typeof cors;
  }
}

const notFound = (what: string) => new HttpError(404, `${what} not found`);

const NOT_MODIFIED = new ResponseDoc('Not modified: the ETag sent in If-None-Match is still current');
const xml = (description: string, type: string) => new ResponseDoc(description, { [type]: { type: 'string' } });
/**
 * Every read's answers: `ok`, 304 for a current ETag, 401 for an unknown or revoked key, 429 past the per-IP (or
 * per-key) limit, and the error answers of `errors`.
 */
const reads = (ok: ResponseSchema, ...errors: number[]): Responses => ({
  200: ok,
  304: NOT_MODIFIED,
  ...errorResponses(401, 429, ...errors),
});
const postParams = textParam('blogId', textRuleSchema({ max: 50, format: 'slug' }));
const metaQuery = describedPart({
  type: 'object',
  properties: { url: { ...textRuleSchema({ max: 2048, format: 'httpUrl' }), description: "The page's URL." } },
  required: ['url'],
});
/** The posts list's query: the list's own, and `include=description` for the bodies. */
function postsQuerySchema() {
  const schema = listQuerySchema(CONTENT_POSTS_LIST);
  const include = {
    type: 'string',
    enum: [...POSTS_INCLUDE],
    description: '`description`: each post with its body (the stored, sanitised HTML), as `/content/posts/{blogId}`.',
  };
  return { ...schema, properties: { ...(schema.properties as object), include } };
}
const sitemapQuery = describedPart({
  type: 'object',
  properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', description: 'A page of a sitemap index.' } },
});
const SCHEMAS = {
  posts: {
    querystring: describedPart(postsQuerySchema()),
    response: reads(listPage(z.union([publicPostWithBody, publicPost])), 400),
  },
  post: { params: postParams, response: reads(resultOf(publicPostWithBody), 404) },
  categories: { response: reads(publicCategories) },
  meta: { querystring: metaQuery, response: reads(resultOf(publicMeta), 400, 404) },
  sitemap: {
    querystring: sitemapQuery,
    response: reads(xml('A sitemap, or a sitemap index past SITEMAP_MAX_URLS', 'application/xml'), 400, 404),
  },
  feed: { response: reads(xml('The newest posts as RSS 2.0', 'application/rss+xml')) },
  export: {
    response: {
      200: new ResponseDoc(
        'Every visible post with its body, one JSON object (a post as `/content/posts/{blogId}`) a line',
        {
          'application/x-ndjson': { type: 'string' },
        },
      ),
      ...errorResponses(401, 429),
    },
  },
  image: { params: imageName, response: reads(imageBytes, 404) },
  options: { response: { 204: new ResponseDoc('The methods allowed (a CORS preflight is answered the same way)') } },
  readOnly: { response: errorResponses(401, 405, 429) },
};

/** A fixed-window counter per IP, in memory: public reads are too many to count in the database. */
function ipLimiter(max: number, windowMs: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return (ip: string) => {
    const t = now();
    if (t - lastSweep > windowMs || windows.size > 100_000) {
      for (const [key, value] of windows) if (t - value.start >= windowMs) windows.delete(key);
      if (windows.size > 100_000) windows.clear();
      lastSweep = t;
    }
    let entry = windows.get(ip);
    if (!entry || t - entry.start >= windowMs) {
      entry = { start: t, count: 0 };
      windows.set(ip, entry);
    }
    entry.count += 1;
    if (entry.count > max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((entry.start + windowMs - t) / 1000));
      throw new HttpError(429, 'Too many requests. Please try again later.', { retryAfterSeconds });
    }
  };
}

/**
 * The headers every `/content/*` answer ends with: a 404 cacheable briefly (a cache drops a post it held), other
 * errors not at all, surrogate keys on every answer (set by the route, else by path), and no `Vary: Origin` (the
 * origin allowed is `*` whoever asks, so one cached copy serves every origin).
 */
function finishHeaders(request: FastifyRequest, reply: FastifyReply, maxAge: number) {
  if (reply.statusCode === 404) reply.header('Cache-Control', notFoundCacheControl(maxAge));
  else if (reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
  if (!reply.hasHeader('Surrogate-Key')) setSurrogateKeys(reply, [request.url.split(/[/?]/)[2] ?? 'content']);
  const vary = reply.getHeader('Vary');
  if (typeof vary === 'string') {
    const rest = vary
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value && value.toLowerCase() !== 'origin');
    if (rest.length) reply.header('Vary', rest.join(', '));
    else reply.removeHeader('Vary');
  }
}

/** The bytes a streamed body would send. */
async function byteLength(chunks: AsyncIterable<string>): Promise<number> {
  let total = 0;
  for await (const chunk of chunks) total += Buffer.byteLength(chunk);
  return total;
}

/** True when `If-None-Match` names `etag` (weak comparison, as RFC 9110 says for this header) or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** The 401 of a request whose key is unknown or revoked, and of the export without one. */
export const KEY_REFUSED = 'This Content API key is not valid. Ask the site administrator for a key.';
export const KEY_REQUIRED = 'A Content API key is required: send it as Authorization: Bearer <key>.';

/** The key a request sends (`Authorization: Bearer <key>`), or undefined when it sends none. */
function sentKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S{1,200})\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized(KEY_REFUSED);
  return match[1];
}

export const contentRoutes: Routes = {
  public(app, { db, config }) {
    const limit = ipLimiter(config.contentLimitPerMinute, 60_000, config.now);
    // A key has its own counter, higher than an IP's: a static build reads every page in one go.
    const keyLimit = ipLimiter(config.contentKeyLimitPerMinute, 60_000, config.now);
    /** The id of the key each request was let in with. */
    const keyOf = new WeakMap<FastifyRequest, number>();
    /** Counts the request against its key's limit (401 for an unknown or revoked key) or else its IP's. */
    const admit = async (request: FastifyRequest) => {
      const ip = requestClientKey(request);
      let key: string | undefined;
      try {
        key = sentKey(request);
      } catch (error) {
        limit(ip);
        throw error;
      }
      if (key === undefined) return limit(ip);
      const id = await contentKeyIdByHash(db, sha256(key));
      // A refused key counts against its IP: guessing keys is held to the per-IP limit like any public read.
      if (id === undefined) {
        limit(ip);
        throw unauthorized(KEY_REFUSED);
      }
      keyLimit(`key:${id}`);
      keyOf.set(request, id);
    };
    /** Absolute URLs (images, sitemap pages) start with the API's public URL. */
    const base = () => {
      if (config.apiPublicUrl) return config.apiPublicUrl;
      const address = app.server.address() as AddressInfo | null;
      const port = address?.port ?? config.apiPort;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      return `http://${host}:${port}`;
    };
    const routeOptions = {
      config: { cors },
      onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (e: null, p: unknown) => void) => {
        finishHeaders(request, reply, config.contentMaxAge);
        done(null, payload);
      },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        // The website is another origin (maybe another site): its pages may embed these answers and images.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        await admit(request);
      },
    };

    /**
     * Sets ETag and Cache-Control for the content state now; answers 304 when the client has it. Otherwise the route
     * builds the body (a 304 never reads a post).
     */
    const revalidate = async (request: FastifyRequest, reply: FastifyReply, now: number) => {
      const [fingerprint, changedAt] = await Promise.all([contentFingerprint(db, now), lastContentChange(db, now)]);
      const etag = etagOf(fingerprint, `${base()} ${request.url}`);
      reply.header('ETag', etag).header('Cache-Control', contentCacheControl(config.contentMaxAge));
      const modified = setLastModified(reply, changedAt, now);
      const fresh = matches(request.headers['if-none-match'], etag) || notModifiedSince(request, modified);
      if (!fresh) return { notModified: false, fingerprint };
      await reply.code(304).send();
      return { notModified: true, fingerprint };
    };
    const notModified = async (request: FastifyRequest, reply: FastifyReply, now: number) =>
      (await revalidate(request, reply, now)).notModified;
    // Totals of the post list by filter, valid while the content fingerprint stays the same (counting ~100,000 visible
    // posts is most of a page's cost; the fingerprint changes with every write and every scheduled post going live).
    const totals = new Map<string, number>();
    // Where every 200th visible post sits, for the same fingerprint: a deep page seeks there instead of walking the
    // index from the top (OFFSET 50,000 costs ~50,000 index steps per request) and skips at most 199 rows.
    let checkpoints: { fingerprint: string; marks: Promise<Checkpoints> } | undefined;

    app.get('/content/posts', { ...routeOptions, schema: SCHEMAS.posts }, async (request, reply) => {
      const { include, ...rest } = (request.query ?? {}) as Record<string, unknown>;
      const withBody = includesBody(include);
      if (withBody === undefined) throw badRequest(INCLUDE_MESSAGE, { include: INCLUDE_MESSAGE });
      const params = listQuery(rest, CONTENT_POSTS_LIST);
      const after = params.after && postsCursorOf(params.after);
      if (params.after && !after) throw badRequest(CURSOR_MESSAGE, { after: CURSOR_MESSAGE });
      setSurrogateKeys(reply, ['posts', 'categories']);
      const now = config.now();
      const { notModified: cached, fingerprint } = await revalidate(request, reply, now);
      if (cached) return reply;
      const key = JSON.stringify([fingerprint, params.filters.category ?? null, params.q ?? null]);
      const query = {
        page: params.page,
        pageSize: params.pageSize,
        category: params.filters.category,
        q: params.q,
        after,
        withBody,
      };
      let marks: Promise<Checkpoints> | undefined;
      if (!after && !query.category && !query.q && (query.page - 1) * query.pageSize >= CHECKPOINT_EVERY) {
        if (checkpoints?.fingerprint !== fingerprint) {
          const made = pageCheckpoints(db, now, CHECKPOINT_EVERY);
          made.catch(() => (checkpoints = undefined));
          checkpoints = { fingerprint, marks: made };
        }
        marks = checkpoints.marks;
      }
      const answer = await listPublicPosts(db, now, query, base(), totals.get(key), marks && (await marks));
      if (totals.size >= 1000) totals.clear();
      totals.set(key, answer.total);
      return answer;
    });

    app.get('/content/posts/:blogId', { ...routeOptions, schema: SCHEMAS.post }, async (request, reply) => {
      const { blogId } = request.params;
      const now = config.now();
      if (blogId.length > 50 || !SLUG.test(blogId)) throw notFound('Post');
      // The 404 of a post not (or no longer) visible names the post too: purging it replaces a cached 404 on publish.
      setSurrogateKeys(reply, ['posts', `post-${keyPart(blogId)}`, 'categories']);
      // The post is looked up first: a draft's id gets the same 404 as an unknown one, never a cacheable 304.
      const post = await getPublicPost(db, now, blogId, base());
      if (!post) throw notFound('Post');
      if (await notModified(request, reply, now)) return reply;
      return { result: post };
    });

    app.get('/content/categories', { ...routeOptions, schema: SCHEMAS.categories }, async (request, reply) => {
      setSurrogateKeys(reply, ['categories', 'posts']);
      const now = config.now();
      if (await notModified(request, reply, now)) return reply;
      return { result: await listPublicCategories(db, now) };
    });

    app.get('/content/meta', { ...routeOptions, schema: SCHEMAS.meta }, async (request, reply) => {
      const url = parseText((request.query as Record<string, unknown>).url, { max: 2048, format: 'httpUrl' });
      if (url.problem !== undefined) throw badRequest(`url ${url.problem}`, { url: `url ${url.problem}` });
      setSurrogateKeys(reply, ['meta']);
      const meta = await findPublicMeta(db, url.value, base());
      if (!meta) throw notFound('Meta');
      if (await notModified(request, reply, config.now())) return reply;
      return { result: meta };
    });

    app.get('/content/sitemap.xml', { ...routeOptions, schema: SCHEMAS.sitemap }, async (request, reply) => {
      const rawPage = (request.query as Record<string, unknown>).page;
      let page: number | undefined;
      if (rawPage !== undefined) {
        if (typeof rawPage !== 'string' || !/^[1-9][0-9]{0,5}$/.test(rawPage)) {
          throw badRequest('page must be a whole number from 1', { page: 'page is invalid' });
        }
        page = Number(rawPage);
      }
      setSurrogateKeys(reply, ['sitemap', 'posts', 'meta']);
      const now = config.now();
      const max = config.sitemapMaxUrls;
      const plan = await planSitemap(db, now, max);
      const single = plan.posts + plan.metas <= max;
      if (page !== undefined && (single ? page > 1 : page > plan.pages)) throw notFound('Sitemap page');
      if (await notModified(request, reply, now)) return reply;
      reply.type('application/xml; charset=utf-8');
      if (!single && page === undefined) return sitemapIndex(plan, base());
      const body = () => sitemapUrlset(db, now, plan, max, single ? undefined : page);
      // HEAD says the length GET sends: the body is made and counted, not kept (Fastify's HEAD drops a stream's).
      if (request.method === 'HEAD') {
        return reply.header('Content-Length', String(await byteLength(body()))).send(Readable.from([]));
      }
      return reply.send(Readable.from(body()));
    });

    app.get('/content/export.ndjson', { ...routeOptions, schema: SCHEMAS.export }, async (request, reply) => {
      setSurrogateKeys(reply, ['export', 'posts']);
      if (!keyOf.has(request)) throw unauthorized(KEY_REQUIRED);
      // For key holders only: no shared cache may keep it for someone without one.
      reply.header('Cache-Control', 'private, no-store').type('application/x-ndjson; charset=utf-8');
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      return reply.send(Readable.from(exportPosts(db, config.now(), base())));
    });

    app.get('/content/feed.xml', { ...routeOptions, schema: SCHEMAS.feed }, async (request, reply) => {
      setSurrogateKeys(reply, ['feed', 'posts']);
      const now = config.now();
      if (await notModified(request, reply, now)) return reply;
      const posts = await newestPosts(db, now, FEED_SIZE);
      reply.type('application/rss+xml; charset=utf-8');
      return rssFeed(posts, { title: config.feedTitle, link: config.siteUrl, self: `${base()}/content/feed.xml` });
    });

    for (const kind of ['blogs', 'meta'] as UploadKind[]) {
      app.get(`/content/images/${kind}/:name`, { ...routeOptions, schema: SCHEMAS.image }, async (request, reply) => {
        const { name } = request.params;
        setSurrogateKeys(reply, ['images', `image-${keyPart(name)}`]);
        // Unknown names, names of drafts' images and missing files all get this same answer.
        const owner = UPLOAD_NAME.test(name) ? await imageIsPublic(db, config.now(), kind, name) : undefined;
        if (!owner) throw notFound('Image');
        setSurrogateKeys(reply, ['images', `image-${keyPart(name)}`, owner]);
        const etag = `"${name.slice(0, name.indexOf('.'))}"`;
        reply.header('ETag', etag).header('Cache-Control', IMAGE_CACHE);
        if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        let bytes: Buffer;
        try {
          bytes = await fs.readFile(path.join(uploadDir(config.dataDir, kind), name));
        } catch {
          reply.removeHeader('ETag').removeHeader('Cache-Control');
          throw notFound('Image');
        }
        return reply
          .header('Content-Type', TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
          .header('X-Content-Type-Options', 'nosniff')
          .send(bytes);
      });
    }

    // A preflight is answered by @fastify/cors with this route's options; any other OPTIONS just lists the methods.
    app.options('/content/*', { ...routeOptions, schema: SCHEMAS.options }, (_request, reply) =>
      reply.code(204).header('Allow', 'GET, HEAD, OPTIONS').send(),
    );
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/content/*',
      ...routeOptions,
      schema: SCHEMAS.readOnly,
      handler: (_request, reply) =>
        reply
          .code(405)
          .header('Allow', 'GET, HEAD, OPTIONS')
          .send({ message: 'The Content API is read-only: use GET or HEAD' }),
    });
  },
};
