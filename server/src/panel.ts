import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.ts';
import { listenerGuard } from './http/listener.ts';
import { prettyDestination } from './http/logformat.ts';

const API_BASE_META = /<meta name="api-base-url" content="[^"]*"\s*\/?>/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the API's URL written into `<meta name="api-base-url">`, so one build works with any API port. */
export function renderIndexHtml(html: string, apiBaseUrl: string | undefined): string {
  if (!apiBaseUrl) return html;
  return html.replace(API_BASE_META, `<meta name="api-base-url" content="${escapeAttribute(apiBaseUrl)}" />`);
}

/**
 * Serves the built panel (Vite's dist/): hashed /assets/* cached for a year, every other GET gets index.html (with the
 * API's public URL filled in: `API_PUBLIC_URL`, else the URL the API listens on).
 */
export async function buildPanelServer(config: Config, apiBaseUrl?: string): Promise<FastifyInstance> {
  const index = path.join(config.panelDir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`The panel is not built (${index} is missing). Run "npx vite build".`);
  const indexHtml = renderIndexHtml(fs.readFileSync(index, 'utf8'), config.apiPublicUrl ?? apiBaseUrl);
  // The same timeouts, connection caps and early-error answers as the API's listener.
  const guard = listenerGuard(config);
  const app = Fastify({
    ...guard.fastifyOptions(),
    routerOptions: { onBadUrl: (_path, _req, res) => guard.answer(res, 400, 'Bad request') },
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'pretty' ? { stream: prettyDestination() } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
  });
  // The panel is a SPA that talks to the API origin; scripts and styles come from its own origin only.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", 'http:', 'https:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
      },
    },
  });
  await app.register(fastifyStatic, {
    root: config.panelDir,
    wildcard: true,
    index: false,
    // The build writes .br/.gz beside each asset (vite.config.ts); browsers that accept them get those.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const inAssets = path.relative(path.join(config.panelDir, 'assets'), filePath);
      reply.header(
        'Cache-Control',
        !inAssets.startsWith('..') && !path.isAbsolute(inAssets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').send(indexHtml);
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    if (request.url.startsWith('/assets/')) return reply.status(404).send({ message: 'Not found' });
    return sendIndex(reply);
  });
  await app.ready();
  guard.install(app.server);
  await guard.learnSecurityHeaders(app, '/assets/__security-headers');
  return app;
}
