import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from './config.ts';
import { guardedFileServer } from './http/fileServer.ts';
import { readManifest, routeChunks, withScriptPreloads } from './panelPreload.ts';

/** A path with a segment that starts with a dot (as sent, or percent-encoded). */
const NAMES_A_DOTFILE = /(^|\/)(\.|%2e)/i;
/** A path with a dot anywhere (as sent, or percent-encoded). */
const NAMES_A_FILE = /\.|%2e/i;

const API_BASE_META = /<meta name="api-base-url" content="[^"]*"\s*\/?>/;
const SITE_URL_META = /<meta name="site-url" content="[^"]*"\s*\/?>/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the API's URL written into `<meta name="api-base-url">`, so one build works with any API port, and a
 * preconnect to the API's origin: the connection for the session check and the page's first call opens while the
 * page's code downloads (`crossorigin`: the panel's fetches are CORS requests without credentials). The website's URL
 * (`SITE_URL`) goes into `<meta name="site-url">`: the blog form proposes a post's URL from it.
 */
export function renderIndexHtml(html: string, apiBaseUrl: string | undefined, siteUrl?: string): string {
  const withSite = siteUrl
    ? html.replace(SITE_URL_META, `<meta name="site-url" content="${escapeAttribute(siteUrl)}" />`)
    : html;
  if (!apiBaseUrl) return withSite;
  const origin = originOf(apiBaseUrl);
  const preconnect = origin ? `\n    <link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin />` : '';
  return withSite.replace(
    API_BASE_META,
    `<meta name="api-base-url" content="${escapeAttribute(apiBaseUrl)}" />${preconnect}`,
  );
}

/** The origin of the API's URL (`https://api.example.com`), or undefined when there is none or it does not parse. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The only hosts whose players the panel frames (the same ones the sanitisers keep, src/lib/videoEmbed.ts). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/**
 * The panel's Content Security Policy: exactly what it uses. Scripts, styles, fonts from itself; requests (fetch)
 * to itself and the API origin only, so a script that ever ran could not send the stored token anywhere else;
 * images from itself, the API origin, `data:` (editor images) and `blob:` (featured images fetched with the bearer
 * token) and the origins of `PANEL_IMAGE_ORIGINS` (none by default: a post's image on another host is not shown in
 * the panel); frames only the two video players; no plugins, no `<base>`, forms submit nowhere but the panel, and no
 * other site may frame the panel.
 */
export function panelCspDirectives(
  apiUrl: string | undefined,
  imageOrigins: readonly string[] = [],
): Record<string, string[]> {
  const api = originOf(apiUrl);
  const selfAndApi = api ? ["'self'", api] : ["'self'"];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    connectSrc: selfAndApi,
    imgSrc: [...selfAndApi, 'data:', 'blob:', ...imageOrigins],
    frameSrc: [...VIDEO_FRAME_ORIGINS],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
  };
}

/**
 * Serves the built panel (Vite's dist/): hashed /assets/* cached for a year, every other GET gets index.html (with the
 * API's public URL filled in: `API_PUBLIC_URL`, else the URL the API listens on).
 */
export async function buildPanelServer(config: Config, apiBaseUrl?: string): Promise<FastifyInstance> {
  const index = path.join(config.panelDir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`The panel is not built (${index} is missing). Run "npm run build".`);
  const indexHtml = renderIndexHtml(fs.readFileSync(index, 'utf8'), config.apiPublicUrl ?? apiBaseUrl, config.siteUrl);
  // The same timeouts, connection caps and early-error answers as the API's listener.
  const { app, ready } = guardedFileServer(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: panelCspDirectives(config.apiPublicUrl ?? apiBaseUrl, config.panelImageOrigins),
    },
  });
  // Only the build's hashed assets are files the browser fetches; the rest of the folder (the build record
  // .build-info.json, Vite's .vite/manifest.json) is the server's to read, never served.
  await app.register(fastifyStatic, {
    root: path.join(config.panelDir, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => !NAMES_A_DOTFILE.test(pathname),
    // The build writes .br/.gz beside each asset (vite.config.ts); browsers that accept them get those.
    preCompressed: true,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Each page's HTML names the chunks its first screen needs (preload), made once per set of chunks.
  const manifest = readManifest(config.panelDir);
  const pages = new Map<string, string>();
  const pageHtml = (url: string) => {
    const chunks = manifest ? routeChunks(manifest, url.split(/[?#]/, 1)[0] ?? '/') : [];
    const key = chunks.join(' ');
    let html = pages.get(key);
    if (html === undefined) {
      html = withScriptPreloads(indexHtml, chunks);
      pages.set(key, html);
    }
    return html;
  };
  const sendIndex = (reply: FastifyReply, url: string) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').send(pageHtml(url));
  app.get('/', (request, reply) => sendIndex(reply, request.url));
  app.get('/index.html', (_request, reply) => sendIndex(reply, '/index.html'));
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    // A path naming a file (any dot: the panel's own routes have none) that is not an asset is no page either.
    if (request.url.startsWith('/assets/') || NAMES_A_FILE.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ message: 'Not found' });
    }
    return sendIndex(reply, request.url);
  });
  await ready();
  return app;
}
