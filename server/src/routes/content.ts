/**
 * The public Content API (issue 13): what the content website reads, with no session. GET and HEAD only; every
 * answer is cacheable (strong ETag, `If-None-Match` → 304 after one index-only query), readable from any origin
 * (`Access-Control-Allow-Origin: *`, no credentials) and rate-limited per IP.
 */
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Routes } from './types.ts';
import { requestClientKey } from '../http/client.ts';
import { badRequest, HttpError, unauthorized } from '../http/errors.ts';
import { sha256 } from '../auth/crypto.ts';
import { contentKeyIdByHash } from '../db/contentKeys.ts';
import { ipLimiter } from '../http/ipLimiter.ts';
import { streamBody } from '../http/slowReaders.ts';
import { errorResponses, ResponseDoc, type Responses, type ResponseSchema } from '../http/openapi.ts';
import { describedPart, listQuerySchema, parseText, textParam, textRuleSchema } from '../http/validate.ts';
import { createHash } from 'node:crypto';
import {
  CONTENT_POSTS_LIST,
  KEY_REFUSED,
  KEY_REQUIRED,
  metaUrlOf,
  POSTS_INCLUDE,
  postsQueryOf,
  PUBLIC_SEARCH_CAP,
} from '../../../src/domain/content.ts';
import { z } from 'zod';
import { categoryNameKey } from '../../../src/lib/uniqueKeys.ts';
import {
  listPage,
  publicCategories,
  publicMeta,
  publicPost,
  publicPostWithBody,
  publicRedirects,
  resolvedAddress,
  resultOf,
} from '../../../src/contract/index.ts';
import { allRedirects, resolveAddress } from '../db/redirects.ts';
import {
  exportPosts,
  findPublicMeta,
  getPublicPost,
  imageIsPublic,
  listPublicCategories,
  listPublicPosts,
  newestPosts,
  pageCheckpoints,
  searchPublicPosts,
  type Checkpoints,
} from '../db/content.ts';
import { inCategory, loadVisiblePosts, publicMatches } from '../db/publicSearch.ts';
import { imageKey, UPLOAD_NAME, type UploadKind } from '../services/files.ts';
import { contentTypeOf } from '../services/storage/storage.ts';
import { assetFileKey } from '../services/assets.ts';
import { assetOfFile, publicAssetOwner } from '../db/assets.ts';
import { contentState } from '../services/contentState.ts';
import { assetOriginal, imageBytes, imageName, renditionParams } from './uploads.ts';
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
/** Lists whose checkpoints are kept at once (the whole list and categories); more starts again from none. */
const CHECKPOINT_LISTS = 256;
/** Searches whose matches are kept at once (a few KB each). */
const SEARCHES_KEPT = 256;
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
const resolveQuery = describedPart({
  type: 'object',
  properties: {
    url: { ...textRuleSchema({ max: 2048, format: 'urlOrPath' }), description: 'A path or URL on the site.' },
  },
  required: ['url'],
});
const SCHEMAS = {
  redirects: { response: reads(publicRedirects()) },
  redirectsText: {
    response: reads(xml('Every redirect, one `from to status` a line (the `_redirects` form)', 'text/plain')),
  },
  resolve: { querystring: resolveQuery, response: reads(resolvedAddress(), 400, 404) },
  posts: {
    querystring: describedPart(postsQuerySchema()),
    response: reads(listPage(z.union([publicPostWithBody(), publicPost()])), 400),
  },
  post: { params: postParams, response: reads(resultOf(publicPostWithBody()), 404) },
  categories: { response: reads(publicCategories()) },
  meta: { querystring: metaQuery, response: reads(resultOf(publicMeta()), 400, 404) },
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

/**
 * The surrogate keys of the library images answers embed (`image-<stem>`, as their files carry): purging an image's
 * key refreshes every answer that shows its alt text, focal point or renditions.
 */
const imageKeys = (answers: readonly { image: { url: string } | null }[]) =>
  answers.flatMap(({ image }) => {
    const stem = image && /\/([a-f0-9]{32})\.[a-z]+$/.exec(image.url)?.[1];
    return stem ? [`image-${stem}`] : [];
  });

/** The parts of `parts` in one Buffer. */
async function bytesOf(parts: AsyncIterable<string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const part of parts) chunks.push(Buffer.from(part));
  return Buffer.concat(chunks);
}

/**
 * A shared answer's views (no copy): a socket waits after each (it queues 16 kB before its writer waits), and what a
 * slow reader pins is a view of bytes kept anyway. Each view costs a turn of the event loop and a write, so the views
 * are larger than the pieces of answers made per request: a 5 MB sitemap page is ~80 writes, not ~330.
 */
const PIECE = 64 * 1024;
/** `bytes` as a stream of views of PIECE bytes, pulled only as fast as the connection takes them. */
function piecesOf(bytes: Buffer): Readable {
  let at = 0;
  return new Readable({
    highWaterMark: PIECE,
    read() {
      const end = Math.min(at + PIECE, bytes.length);
      this.push(at < end ? bytes.subarray(at, end) : null);
      at = end;
    },
  });
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

/** True when `If-None-Match` names `etag` (weak comparison, as RFC 9110 says for this header) or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** The key a request sends (`Authorization: Bearer <key>`), or undefined when it sends none. */
function sentKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S{1,200})\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized(KEY_REFUSED);
  return match[1];
}

export const contentRoutes: Routes = {
  public(app, { db, dialect, config, storage }) {
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
    const content = contentState(db);
    /** Absolute URLs (images, sitemap pages) start with the API's public URL. */
    const base = () => {
      if (config.apiPublicUrl) return config.apiPublicUrl;
      const address = app.server.address() as AddressInfo | null;
      const port = address?.port ?? config.apiPort;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      return `http://${host}:${port}`;
    };
    /**
     * Where answers name image files: a CDN in front of the bucket when `S3_PUBLIC_URL` is set (its keys mirror
     * `/content/images/`: docs/media.md#a-cdn-in-front), else the API's own `/content/images`.
     */
    const files = () =>
      config.storage.driver === 's3' && config.storage.publicUrl
        ? config.storage.publicUrl
        : `${base()}/content/images`;
    const bases = () => ({ api: base(), files: files() });
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
      const { fingerprint, lastModified: changedAt } = await content.at(now);
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
    // Totals of the post list by category, for the content fingerprint (counting ~100,000 visible posts is most of a
    // page's cost; the fingerprint changes with every visible change and every scheduled post going live).
    const totals = new Map<string, number>();
    /** The total of an unsearched list, from the fingerprint (all posts) or the per-category counts. */
    const knownTotal = async (category: string | undefined, now: number) =>
      category === undefined
        ? (await content.at(now)).visiblePosts
        : ((await content.postCounts(now)).get(category) ?? 0);
    // Where every 200th visible post sits, in the whole list and in each category asked for, for the same
    // fingerprint: a deep page seeks there instead of walking the index from the top (OFFSET 50,000 costs ~50,000
    // index steps per request) and skips at most 199 rows. One pass per list and fingerprint.
    const checkpoints = new Map<string, { fingerprint: string; marks: Promise<Checkpoints> }>();
    // The sitemap's pages, each built once for the fingerprint: a page of 50,000 URLs reads 50,000 rows (~140 ms at
    // 100,000 posts). They are as many as the plan has pages, so they take about one whole sitemap's bytes.
    let sitemapPages: { fingerprint: string; built: Map<string, Promise<Buffer>> } | undefined;
    // Each search's matches, for the same fingerprint: its next pages, its category filters and the same search from
    // another client read no index. A few KB each; the oldest go first.
    let searches: { fingerprint: string; byQuery: Map<string, Promise<Uint32Array>> } | undefined;
    const searched = (fingerprint: string, q: string, find: () => Promise<Uint32Array>) => {
      if (searches?.fingerprint !== fingerprint) searches = { fingerprint, byQuery: new Map() };
      const { byQuery } = searches;
      let found = byQuery.get(q);
      if (found) {
        byQuery.delete(q);
      } else {
        if (byQuery.size >= SEARCHES_KEPT) byQuery.delete(byQuery.keys().next().value as string);
        found = find();
        const failed = found;
        failed.catch(() => byQuery.get(q) === failed && byQuery.delete(q));
      }
      byQuery.set(q, found);
      return found;
    };

    app.get('/content/posts', { ...routeOptions, schema: SCHEMAS.posts }, async (request, reply) => {
      const { withBody, params, after } = postsQueryOf((request.query ?? {}) as Record<string, unknown>);
      setSurrogateKeys(reply, ['posts', 'categories']);
      const now = config.now();
      const { notModified: cached, fingerprint } = await revalidate(request, reply, now);
      if (cached) return reply;
      const query = {
        page: params.page,
        pageSize: params.pageSize,
        category: params.filters.category,
        q: params.q,
        after,
        withBody,
      };
      if (query.q) {
        // Through the full-text indexes, at most PUBLIC_SEARCH_CAP visible matches: any q costs about the same.
        const visible = await content.once(fingerprint, 'visible posts', () => loadVisiblePosts(db, now));
        const q = query.q;
        const matches = await searched(fingerprint, q, () =>
          publicMatches(db, dialect, q, PUBLIC_SEARCH_CAP, now, visible),
        );
        const found = await searchPublicPosts(
          db,
          query,
          inCategory(matches, visible, query.category),
          visible,
          bases(),
        );
        setSurrogateKeys(reply, ['posts', 'categories', ...imageKeys(found.result)]);
        return found;
      }
      const key = JSON.stringify([fingerprint, params.filters.category ?? null]);
      if (!totals.has(key) && query.category === undefined) totals.set(key, await knownTotal(undefined, now));
      let marks: Promise<Checkpoints> | undefined;
      if (!after && (query.page - 1) * query.pageSize >= CHECKPOINT_EVERY) {
        const list = query.category === undefined ? '' : `c:${categoryNameKey(query.category)}`;
        let kept = checkpoints.get(list);
        if (kept?.fingerprint !== fingerprint) {
          if (checkpoints.size >= CHECKPOINT_LISTS) checkpoints.clear();
          const made = pageCheckpoints(db, now, CHECKPOINT_EVERY, query.category);
          made.catch(() => checkpoints.delete(list));
          kept = { fingerprint, marks: made };
          checkpoints.set(list, kept);
        }
        marks = kept.marks;
      }
      const answer = await listPublicPosts(db, now, query, bases(), totals.get(key), marks && (await marks));
      setSurrogateKeys(reply, ['posts', 'categories', ...imageKeys(answer.result)]);
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
      const post = await getPublicPost(db, now, blogId, bases());
      if (!post) throw notFound('Post');
      setSurrogateKeys(reply, ['posts', `post-${keyPart(blogId)}`, 'categories', ...imageKeys([post])]);
      if (await notModified(request, reply, now)) return reply;
      return { result: post };
    });

    app.get('/content/categories', { ...routeOptions, schema: SCHEMAS.categories }, async (request, reply) => {
      setSurrogateKeys(reply, ['categories', 'posts']);
      const now = config.now();
      if (await notModified(request, reply, now)) return reply;
      const { fingerprint } = await content.at(now);
      const body = await content.once(fingerprint, 'categories', async () =>
        JSON.stringify({ result: await listPublicCategories(db, await content.postCounts(now)) }),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    });

    app.get('/content/meta', { ...routeOptions, schema: SCHEMAS.meta }, async (request, reply) => {
      const url = metaUrlOf((request.query as Record<string, unknown>).url);
      setSurrogateKeys(reply, ['meta']);
      const meta = await findPublicMeta(db, url, bases());
      if (!meta) throw notFound('Meta');
      setSurrogateKeys(reply, ['meta', ...imageKeys([meta])]);
      if (await notModified(request, reply, config.now())) return reply;
      return { result: meta };
    });

    // Redirects (docs/content-api.md#redirects): for a host's redirect file, and one address at a time.
    app.get('/content/redirects', { ...routeOptions, schema: SCHEMAS.redirects }, async (_request, reply) => {
      setSurrogateKeys(reply, ['redirects']);
      const rows = await allRedirects(db);
      return { result: rows.map((row) => ({ from: row.fromKey ?? row.from, to: row.to, status: row.status })) };
    });
    app.get('/content/redirects.txt', { ...routeOptions, schema: SCHEMAS.redirectsText }, async (_request, reply) => {
      setSurrogateKeys(reply, ['redirects']);
      const rows = await allRedirects(db);
      reply.type('text/plain; charset=utf-8');
      return rows.map((row) => `${row.fromKey ?? row.from} ${row.to} ${row.status}\n`).join('');
    });
    app.get('/content/resolve', { ...routeOptions, schema: SCHEMAS.resolve }, async (request, reply) => {
      const parsed = parseText((request.query as Record<string, unknown>).url ?? '', {
        max: 2048,
        format: 'urlOrPath',
      });
      if (parsed.problem !== undefined) {
        const message = `url ${parsed.problem}`;
        throw badRequest(message, { url: message });
      }
      const url = parsed.value;
      setSurrogateKeys(reply, ['redirects', 'posts', 'meta']);
      const answer = await resolveAddress(db, config.siteUrl, url, config.now());
      if (!answer) throw notFound('Page');
      return { result: answer };
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
      const host = new URL(config.siteUrl).host;
      const { fingerprint } = await content.at(now);
      const plan = await content.once(fingerprint, `sitemap plan ${max} ${host}`, () =>
        planSitemap(db, now, max, host, config.sitemapMaxBytes),
      );
      const { single } = plan;
      if (page !== undefined && (single ? page > 1 : page > plan.pages)) throw notFound('Sitemap page');
      if (await notModified(request, reply, now)) return reply;
      reply.type('application/xml; charset=utf-8');
      let body: Promise<Buffer | string>;
      if (!single && page === undefined) {
        body = content.once(fingerprint, `sitemap index ${base()}`, () => Promise.resolve(sitemapIndex(plan, base())));
      } else {
        const part = single ? undefined : page;
        if (sitemapPages?.fingerprint !== fingerprint) sitemapPages = { fingerprint, built: new Map() };
        const { built } = sitemapPages;
        const key = `${max} ${host} ${part ?? 'all'} ${base()}`;
        let bytes = built.get(key);
        if (!bytes) {
          bytes = bytesOf(sitemapUrlset(db, now, host, plan, part));
          built.set(key, bytes);
          const failed = bytes;
          failed.catch(() => built.get(key) === failed && built.delete(key));
        }
        body = bytes;
      }
      const made = await body;
      // HEAD says the length GET sends (Fastify's HEAD would otherwise say 0 for an empty body).
      if (request.method === 'HEAD') {
        return reply.header('Content-Length', String(Buffer.byteLength(made))).send(Readable.from([]));
      }
      // One Buffer per page, shared by every connection that reads it, sent chunked in views of it.
      return typeof made === 'string' ? made : reply.send(piecesOf(made));
    });

    app.get('/content/export.ndjson', { ...routeOptions, schema: SCHEMAS.export }, async (request, reply) => {
      setSurrogateKeys(reply, ['export', 'posts']);
      if (!keyOf.has(request)) throw unauthorized(KEY_REQUIRED);
      // For key holders only: no shared cache may keep it for someone without one.
      reply.header('Cache-Control', 'private, no-store').type('application/x-ndjson; charset=utf-8');
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      return reply.send(streamBody(exportPosts(db, config.now(), bases())));
    });

    app.get('/content/feed.xml', { ...routeOptions, schema: SCHEMAS.feed }, async (request, reply) => {
      setSurrogateKeys(reply, ['feed', 'posts']);
      const now = config.now();
      const { fingerprint, notModified: cached } = await revalidate(request, reply, now);
      if (cached) return reply;
      reply.type('application/rss+xml; charset=utf-8');
      return content.once(fingerprint, `feed ${base()}`, async () => {
        const posts = await newestPosts(db, now, FEED_SIZE);
        return rssFeed(posts, { title: config.feedTitle, link: config.siteUrl, self: `${base()}/content/feed.xml` });
      });
    });

    for (const kind of ['blogs', 'meta'] as UploadKind[]) {
      app.get(`/content/images/${kind}/:name`, { ...routeOptions, schema: SCHEMAS.image }, async (request, reply) => {
        const { name } = request.params;
        setSurrogateKeys(reply, ['images', `image-${keyPart(name)}`]);
        // Unknown names, names of drafts' images and missing files all get this same answer.
        // An image from before the library stays in this folder as an asset: it is public too while any visible
        // post or meta page uses that asset, as the `image` answers name it here.
        const owner = UPLOAD_NAME.test(name)
          ? ((await imageIsPublic(db, config.now(), kind, name)) ??
            ((await assetOfFile(db, kind, name)) === undefined
              ? undefined
              : await publicAssetOwner(db, config.now(), name.slice(0, name.indexOf('.')))))
          : undefined;
        if (!owner) throw notFound('Image');
        setSurrogateKeys(reply, ['images', `image-${keyPart(name)}`, owner]);
        const etag = `"${name.slice(0, name.indexOf('.'))}"`;
        reply.header('ETag', etag).header('Cache-Control', IMAGE_CACHE);
        if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        const file = await storage.get(imageKey(kind, name));
        if (!file) {
          reply.removeHeader('ETag').removeHeader('Cache-Control');
          throw notFound('Image');
        }
        return reply
          .header('Content-Type', contentTypeOf(name))
          .header('Content-Length', String(file.size))
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body);
      });
    }

    // The media library's files: public while a visible post or a meta page uses the asset (docs/content-api.md).
    const sendAsset = async (request: FastifyRequest, reply: FastifyReply, first: string, second?: string) => {
      const found = assetFileKey(first, second);
      setSurrogateKeys(reply, ['images', `image-${keyPart(found?.stem ?? first)}`]);
      const owner = found ? await publicAssetOwner(db, config.now(), found.stem) : undefined;
      if (!found || !owner) throw notFound('Image');
      setSurrogateKeys(reply, ['images', `image-${keyPart(found.stem)}`, owner]);
      // Renditions are re-cut when the focal point moves: the crops' ETag is their key and its size.
      const file = await assetOriginal(storage, db, found.key, first, second);
      if (!file) throw notFound('Image');
      const etag = `"${found.stem}-${(second ?? first).replace(/\W/g, '')}-${file.size}"`;
      reply.header('ETag', etag).header('Cache-Control', IMAGE_CACHE);
      if (matches(request.headers['if-none-match'], etag)) {
        file.body.destroy();
        return reply.code(304).send();
      }
      return reply
        .header('Content-Type', contentTypeOf(found.key))
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    };
    app.get('/content/images/assets/:name', { ...routeOptions, schema: SCHEMAS.image }, (request, reply) =>
      sendAsset(request, reply, request.params.name),
    );
    app.get(
      '/content/images/assets/:stem/:file',
      { ...routeOptions, schema: { params: renditionParams, response: reads(imageBytes, 404) } },
      (request, reply) => sendAsset(request, reply, request.params.stem, request.params.file),
    );

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
