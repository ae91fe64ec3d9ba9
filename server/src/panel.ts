import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.ts';

/** Serves the built panel (Vite's dist/): hashed /assets/* cached for a year, every other GET falls back to index.html. */
export async function buildPanelServer(config: Config): Promise<FastifyInstance> {
  const index = path.join(config.panelDir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`The panel is not built (${index} is missing). Run "npx vite build".`);
  const app = Fastify({
    logger: { level: config.logLevel },
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
    setHeaders(reply, filePath) {
      const inAssets = path.relative(path.join(config.panelDir, 'assets'), filePath);
      reply.header(
        'Cache-Control',
        !inAssets.startsWith('..') && !path.isAbsolute(inAssets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    if (request.url.startsWith('/assets/')) return reply.status(404).send({ message: 'Not found' });
    return sendIndex(reply);
  });
  return app;
}
