import { countHit, redirectAt, resolveAddress } from './db/redirects.ts';
import { redirectKey } from '../../src/lib/redirectKey.ts';
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  PREVIEW_BANNER,
  SLUG_PATTERN,
  type PreviewPost,
  type PublicMeta,
  type PublicPostWithBody,
} from '../../src/contract/index.ts';
import { previewTokenHash, toPreviewPost } from '../../src/domain/preview.ts';
import type { Config } from './config.ts';
import { findPublicMeta, getPublicPost } from './db/content.ts';
import type { Db } from './db/index.ts';
import { previewedPost } from './db/previewLinks.ts';
import { guardedFileServer } from './http/fileServer.ts';
import { imageKey, UPLOAD_NAME } from './services/files.ts';
import { createStorage } from './services/storage/index.ts';
import type { Storage } from './services/storage/storage.ts';
import { sitemapAnswer } from './services/sitemap.ts';
import { pageHead, postHead, siteNameOf, templateHead, writeHead, type ImageFacts } from './siteHead.ts';

/** The API URL the site's HTML names (the default API_PORT); the site server writes the real one in its place. */
export const SITE_DEFAULT_API = 'http://127.0.0.1:3001';

/** The site's pages other than posts: a route → the HTML file in the site folder that renders it. */
const PAGES: [route: string, file: string][] = [
  ['/', 'index.html'],
  ['/index.html', 'index.html'],
  ['/about', 'page.html'],
  ['/contact', 'contact.html'],
];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page of the site with the API's URL in its `<head>`: the `api-base-url` meta the scripts read, and the feed and
 * sitemap links. Only the head is touched, so page text that mentions the default URL stays as written.
 */
export function renderSiteHtml(html: string, apiBaseUrl: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  return html.slice(0, end).split(SITE_DEFAULT_API).join(escapeAttribute(apiBaseUrl)) + html.slice(end);
}

/** Where the demo site's pages come from, for the server-written head. */
interface SiteReads {
  post(blogId: string): Promise<PublicPostWithBody | undefined>;
  meta(url: string): Promise<PublicMeta | undefined>;
  /** The post a working preview token names, whatever its state. */
  preview(token: string): Promise<PreviewPost | undefined>;
  image(url: string | null, alt: string): Promise<ImageFacts | undefined>;
}

/** The reads of the Content API's own queries (the same visibility rules), straight from the database. */
function siteReads(config: Config, db: Db, storage: Storage, api: string): SiteReads {
  // Upload names are random and never reused: a file's size is read once.
  const sizes = new Map<string, { width?: number | undefined; height?: number | undefined }>();
  const prefix = `${api}/content/images/`;
  return {
    post: (blogId) => getPublicPost(db, config.now(), blogId, api),
    meta: (url) => findPublicMeta(db, url, api),
    async preview(token) {
      const hash = await previewTokenHash(token);
      const row = hash && (await previewedPost(db, hash, config.now()));
      return row ? toPreviewPost(row, token, api, config.now()) : undefined;
    },
    async image(url, alt) {
      if (!url) return undefined;
      const [kind, name] = url.startsWith(prefix) ? url.slice(prefix.length).split('/') : [];
      if ((kind !== 'blogs' && kind !== 'meta') || !name || !UPLOAD_NAME.test(name)) return { url, alt };
      let size = sizes.get(name);
      if (!size) {
        try {
          const file = await storage.get(imageKey(kind, name));
          if (!file) throw new Error('no such image');
          const { width, height } = await sharp(Buffer.concat(await file.body.toArray())).metadata();
          size = { width, height };
        } catch {
          size = {};
        }
        if (sizes.size >= 10_000) sizes.clear();
        sizes.set(name, size);
      }
      return { url, alt, ...size };
    },
  };
}

const ROBOTS = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

/**
 * Serves the demo website (`site/`): HTML pages whose head the server writes (a post's or a meta page's title,
 * description, canonical URL, OpenGraph, Twitter card and JSON-LD, read from the database as the Content API reads
 * them), scripts that read the public Content API from the browser for the rest, styles under /assets/, and
 * `/robots.txt` and `/sitemap.xml` for crawlers. No build step: files are read as they are, so an edit shows on the
 * next load. A post that is not visible (unknown, a draft, scheduled and not yet due) is the site's 404 page, with
 * status 404.
 */
export async function buildSiteServer(
  config: Config,
  apiBaseUrl: string,
  db: Db,
  storage: Storage = createStorage(config.storage),
): Promise<FastifyInstance> {
  const root = config.siteDir;
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`The demo site is missing (${path.join(root, 'index.html')}). Set SITE_DIR or SERVE_SITE=0.`);
  const api = config.apiPublicUrl ?? apiBaseUrl;
  const apiOrigin = new URL(api).origin;
  const reads = siteReads(config, db, storage, api);
  // The same timeouts, connection caps and early-error answers as the API's and the panel's listeners.
  const { app, ready } = guardedFileServer(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The site's own scripts call the API; nothing else.
        connectSrc: ["'self'", apiOrigin],
        // Post bodies may hold images from anywhere on the web (the server allows http(s) and data images).
        imgSrc: ["'self'", 'data:', apiOrigin, 'http:', 'https:'],
        // The editor's colours arrive as style attributes on post HTML; style elements stay same-origin only.
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: '/assets/',
    index: false,
    // Not fingerprinted: browsers revalidate (ETag) on every load, so an edit shows at once.
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'no-cache');
    },
  });

  const send = (reply: FastifyReply, html: string, status: number) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderSiteHtml(html, api));
  const template = (file: string) => readFile(path.join(root, file), 'utf8');
  const sendPage = async (reply: FastifyReply, file: string, status = 200) => send(reply, await template(file), status);

  /** A page with the head of the meta page for its URL on the site, or its template's own. */
  const metaPage = (file: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await template(file);
    const pathname = request.url.replace(/[?#].*$/, '');
    const url = `${config.siteUrl}${pathname === '/index.html' ? '/' : pathname}`;
    const meta = await reads.meta(url);
    const siteName = siteNameOf(html, config.feedTitle);
    const image = await reads.image(meta?.imageUrl ?? null, meta?.metaTitle ?? '');
    return send(reply, writeHead(html, pageHead({ url, template: templateHead(html) }, meta, siteName, image)), 200);
  };
  for (const [route, file] of PAGES) app.get(route, metaPage(file));

  /** A redirected address answers with its redirect's status and `Location` (and counts the visit). */
  const redirected = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.length > 2048) return false;
    const hop = await redirectAt(db, redirectKey(request.url));
    if (!hop) return false;
    await countHit(db, hop.id);
    await reply.header('Cache-Control', 'no-cache').redirect(hop.to, Number(hop.status));
    return true;
  };

  app.get('/posts/:blogId', async (request, reply) => {
    const { blogId } = request.params as { blogId: string };
    // A moved post's old address redirects first (a redirect never starts at a live post's own URL); then the post
    // named by the path, or the visible post whose URL is this address.
    if (await redirected(request, reply)) return reply;
    let post = blogId.length <= 50 && SLUG_PATTERN.test(blogId) ? await reads.post(blogId) : undefined;
    if (!post && request.url.length <= 2048) {
      const found = await resolveAddress(db, config.siteUrl, request.url.replace(/[?#].*$/, ''), config.now());
      if (found?.type === 'post') post = await reads.post(found.blogId);
    }
    if (!post) return sendPage(reply, '404.html', 404);
    const html = await template('post.html');
    const image = await reads.image(post.imageUrl, `Featured image of ${post.blogTitle}`);
    return send(reply, writeHead(html, postHead(post, siteNameOf(html, config.feedTitle), image)), 200);
  });

  // A draft preview: the post page as it will look, with a banner no script is needed to see; never cached, never
  // indexed. An unknown, expired or revoked link is the site's 404 page.
  app.get('/preview/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const post = token.length <= 200 ? await reads.preview(token) : undefined;
    reply.header('X-Robots-Tag', 'noindex');
    if (!post) return sendPage(reply, '404.html', 404);
    const html = previewPage(await template('post.html'));
    const image = await reads.image(post.imageUrl, `Featured image of ${post.blogTitle}`);
    const page = writeHead(html, postHead(post, siteNameOf(html, config.feedTitle), image));
    return reply
      .status(200)
      .header('Cache-Control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(renderSiteHtml(page, api));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(ROBOTS(config.siteUrl)),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).page;
    if (raw !== undefined && (typeof raw !== 'string' || !/^[1-9][0-9]{0,5}$/.test(raw)))
      return sendPage(reply, '404.html', 404);
    const answer = await sitemapAnswer(db, config.now(), {
      host: new URL(config.siteUrl).host,
      maxUrls: config.sitemapMaxUrls,
      maxBytes: config.sitemapMaxBytes,
      page: raw === undefined ? undefined : Number(raw),
      indexUrl: `${config.siteUrl}/sitemap.xml`,
    });
    if (!answer) return sendPage(reply, '404.html', 404);
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8');
    return reply.send(typeof answer === 'string' ? answer : Readable.from(answer));
  });
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').sendFile('favicon.svg'),
  );
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    if (await redirected(request, reply)) return reply;
    return sendPage(reply, '404.html', 404);
  });
  await ready();
  return app;
}

const PREVIEW_BANNER_HTML = `<p class="preview-banner" role="note">${PREVIEW_BANNER}</p>`;

/** The post template as a preview: `noindex` in its head and the banner at the top of its body. */
function previewPage(html: string): string {
  return html
    .replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>')
    .replace(/<body([^>]*)>/, (body) => `${body}\n    ${PREVIEW_BANNER_HTML}`);
}
