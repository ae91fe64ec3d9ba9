/**
 * The public Content API (issue 13): what the content website reads, with no session. GET and HEAD only; every
 * answer is cacheable (strong ETag, `If-None-Match` → 304 after one index-only query), readable from any origin
 * (`Access-Control-Allow-Origin: *`, no credentials) and rate-limited per IP.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Routes } from './types.ts';
import { requestClientKey } from '../http/client.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { ipLimiter } from '../http/ipLimiter.ts';
import { pageOnly } from '../http/list.ts';
import { fileBody } from '../http/slowReaders.ts';
import { errorResponses, ResponseDoc, type Responses, type ResponseSchema } from '../http/openapi.ts';
import { describedPart, listQuery, listQuerySchema, parseText, textParam, textRuleSchema } from '../http/validate.ts';
import { createHash } from 'node:crypto';
import { CONTENT_POSTS_LIST, PUBLIC_SEARCH_CAP } from '../../../src/domain/content.ts';
import {
  numberedPage,
  publicCategories,
  publicMeta,
  publicPost,
  publicPostWithBody,
  resultOf,
} from '../../../src/contract/index.ts';
import {
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
import { findPublicMatches } from '../db/search.ts';
import { UPLOAD_NAME, uploadDir, type UploadKind } from '../services/files.ts';
import { contentState } from '../services/contentState.ts';
import { imageBytes, imageName } from './uploads.ts';
import { planSitemap, rssFeed, sitemapIndex, sitemapUrlset } from '../services/sitemap.ts';

export const CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const IMAGE_CACHE = 'public, max-age=31536000, immutable';
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
  allowedHeaders: ['If-None-Match'],
  exposedHeaders: ['ETag', 'Retry-After'],
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
/** Every read's answers: `ok`, 304 for a current ETag, 429 past the per-IP limit, and the error answers of `errors`. */
const reads = (ok: ResponseSchema, ...errors: number[]): Responses => ({
  200: ok,
  304: NOT_MODIFIED,
  ...errorResponses(429, ...errors),
});
const postParams = textParam('blogId', textRuleSchema({ max: 50, format: 'slug' }));
const metaQuery = describedPart({
  type: 'object',
  properties: { url: { ...textRuleSchema({ max: 2048, format: 'httpUrl' }), description: "The page's URL." } },
  required: ['url'],
});
const sitemapQuery = describedPart({
  type: 'object',
  properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', description: 'A page of a sitemap index.' } },
});
const SCHEMAS = {
  posts: {
    querystring: describedPart(listQuerySchema(CONTENT_POSTS_LIST, { cursor: false })),
    response: reads(numberedPage(publicPost), 400),
  },
  post: { params: postParams, response: reads(resultOf(publicPostWithBody), 404) },
  categories: { response: reads(publicCategories) },
  meta: { querystring: metaQuery, response: reads(resultOf(publicMeta), 400, 404) },
  sitemap: {
    querystring: sitemapQuery,
    response: reads(xml('A sitemap, or a sitemap index past SITEMAP_MAX_URLS', 'application/xml'), 400, 404),
  },
  feed: { response: reads(xml('The newest posts as RSS 2.0', 'application/rss+xml')) },
  image: { params: imageName, response: reads(imageBytes, 404) },
  options: { response: { 204: new ResponseDoc('The methods allowed (a CORS preflight is answered the same way)') } },
  readOnly: { response: errorResponses(405) },
};

/** The parts of `parts` in one Buffer. */
async function bytesOf(parts: AsyncIterable<string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const part of parts) chunks.push(Buffer.from(part));
  return Buffer.concat(chunks);
}

const PIECE = 16 * 1024;
/** `bytes` as a stream of views of 16 kB (no copy), pulled only as fast as the connection takes them. */
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

/** True when `If-None-Match` names `etag` (weak comparison, as RFC 9110 says for this header) or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export const contentRoutes: Routes = {
  public(app, { db, dialect, config }) {
    const limit = ipLimiter(config.contentLimitPerMinute, 60_000, config.now);
    const content = contentState(db);
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
      onRequest: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
        // The website is another origin (maybe another site): its pages may embed these answers and images.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        try {
          limit(requestClientKey(request));
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    };

    /**
     * Sets ETag and Cache-Control for the content state now; answers 304 when the client has it. Otherwise the route
     * builds the body (a 304 never reads a post).
     */
    const revalidate = async (request: FastifyRequest, reply: FastifyReply, now: number) => {
      const { fingerprint } = await content.at(now);
      const etag = etagOf(fingerprint, `${base()} ${request.url}`);
      reply.header('ETag', etag).header('Cache-Control', CONTENT_CACHE);
      if (!matches(request.headers['if-none-match'], etag)) return { notModified: false, fingerprint };
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
    // Where every 200th visible post sits, for the same fingerprint: a deep page seeks there instead of walking the
    // index from the top (OFFSET 50,000 costs ~50,000 index steps per request) and skips at most 199 rows.
    let checkpoints: { fingerprint: string; marks: Promise<Checkpoints> } | undefined;
    // The sitemap's pages, each built once for the fingerprint: a page of 50,000 URLs reads 50,000 rows (~140 ms at
    // 100,000 posts). They are as many as the plan has pages, so they take about one whole sitemap's bytes.
    let sitemapPages: { fingerprint: string; built: Map<string, Promise<Buffer>> } | undefined;

    app.get('/content/posts', { ...routeOptions, schema: SCHEMAS.posts }, async (request, reply) => {
      const params = listQuery(pageOnly(request.query), CONTENT_POSTS_LIST);
      const now = config.now();
      const { notModified: cached, fingerprint } = await revalidate(request, reply, now);
      if (cached) return reply;
      const query = { page: params.page, pageSize: params.pageSize, category: params.filters.category, q: params.q };
      if (query.q) {
        // Through the full-text indexes, at most PUBLIC_SEARCH_CAP visible matches: any q costs about the same.
        return searchPublicPosts(db, query, findPublicMatches(dialect, query.q, PUBLIC_SEARCH_CAP, now), base());
      }
      const key = JSON.stringify([fingerprint, params.filters.category ?? null]);
      if (!totals.has(key)) totals.set(key, await knownTotal(query.category, now));
      let marks: Promise<Checkpoints> | undefined;
      if (!query.category && (query.page - 1) * query.pageSize >= CHECKPOINT_EVERY) {
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
      // The post is looked up first: a draft's id gets the same 404 as an unknown one, never a cacheable 304.
      const post = await getPublicPost(db, now, blogId, base());
      if (!post) throw notFound('Post');
      if (await notModified(request, reply, now)) return reply;
      return { result: post };
    });

    app.get('/content/categories', { ...routeOptions, schema: SCHEMAS.categories }, async (request, reply) => {
      const now = config.now();
      if (await notModified(request, reply, now)) return reply;
      const { fingerprint } = await content.at(now);
      const body = await content.once(fingerprint, 'categories', async () =>
        JSON.stringify({ result: await listPublicCategories(db, await content.postCounts(now)) }),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    });

    app.get('/content/meta', { ...routeOptions, schema: SCHEMAS.meta }, async (request, reply) => {
      const url = parseText((request.query as Record<string, unknown>).url, { max: 2048, format: 'httpUrl' });
      if (url.problem !== undefined) throw badRequest(`url ${url.problem}`, { url: `url ${url.problem}` });
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
      if (request.method === 'HEAD') return reply.send('');
      if (!single && page === undefined) {
        return content.once(fingerprint, `sitemap index ${base()}`, () => Promise.resolve(sitemapIndex(plan, base())));
      }
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
      // One Buffer per page, shared by every connection that reads it, sent chunked in views of it.
      return reply.send(piecesOf(await bytes));
    });

    app.get('/content/feed.xml', { ...routeOptions, schema: SCHEMAS.feed }, async (request, reply) => {
      const now = config.now();
      const { fingerprint, notModified: cached } = await revalidate(request, reply, now);
      if (cached) return reply;
      reply.type('application/rss+xml; charset=utf-8');
      return content.once(fingerprint, `feed ${base()}`, async () => {
        const posts = await newestPosts(db, now, FEED_SIZE, base());
        return rssFeed(posts, { title: config.feedTitle, link: config.siteUrl, self: `${base()}/content/feed.xml` });
      });
    });

    for (const kind of ['blogs', 'meta'] as UploadKind[]) {
      app.get(`/content/images/${kind}/:name`, { ...routeOptions, schema: SCHEMAS.image }, async (request, reply) => {
        const { name } = request.params;
        // Unknown names, names of drafts' images and missing files all get this same answer.
        if (!UPLOAD_NAME.test(name) || !(await imageIsPublic(db, config.now(), kind, name))) throw notFound('Image');
        const etag = `"${name.slice(0, name.indexOf('.'))}"`;
        reply.header('ETag', etag).header('Cache-Control', IMAGE_CACHE);
        if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        const file = await fileBody(path.join(uploadDir(config.dataDir, kind), name));
        if (!file) {
          reply.removeHeader('ETag').removeHeader('Cache-Control');
          throw notFound('Image');
        }
        return reply
          .header('Content-Type', TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
          .header('Content-Length', String(file.size))
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body);
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
