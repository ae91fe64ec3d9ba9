import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from './config.ts';
import { guardedFileServer } from './http/fileServer.ts';

/** The API URL the site's HTML names (the default API_PORT); the site server writes the real one in its place. */
export const SITE_DEFAULT_API = 'http://127.0.0.1:3001';

/** The site's pages: a route → the HTML file in the site folder that renders it. */
const PAGES: [route: string, file: string][] = [
  ['/', 'index.html'],
  ['/index.html', 'index.html'],
  ['/posts/:blogId', 'post.html'],
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

/**
 * Serves the demo website (`site/`): plain HTML pages that read the public Content API from the browser, and their
 * scripts and styles under /assets/. No build step: files are read as they are, so an edit shows on the next load.
 */
export async function buildSiteServer(config: Config, apiBaseUrl: string): Promise<FastifyInstance> {
  const root = config.siteDir;
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`The demo site is missing (${path.join(root, 'index.html')}). Set SITE_DIR or SERVE_SITE=0.`);
  const api = config.apiPublicUrl ?? apiBaseUrl;
  const apiOrigin = new URL(api).origin;
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

  const sendPage = async (reply: FastifyReply, file: string, status = 200) => {
    const html = await readFile(path.join(root, file), 'utf8');
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderSiteHtml(html, api));
  };
  for (const [route, file] of PAGES) app.get(route, (_request, reply) => sendPage(reply, file));
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').sendFile('favicon.svg'),
  );
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    return sendPage(reply, '404.html', 404);
  });
  await ready();
  return app;
}
