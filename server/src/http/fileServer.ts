import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { listenerGuard } from './listener.ts';
import { loggerOptions } from './logformat.ts';

/**
 * A Fastify instance for a listener that serves files (the built panel, the demo website): the API listener's
 * guard (timeouts, connection caps, early errors answered as `{message}`) and log format, without request lines.
 * Call `ready()` once its routes are registered: it arms the guard on the socket and teaches it the security
 * headers the app (helmet) sends, so early answers carry the same ones.
 */
export function guardedFileServer(config: Config): { app: FastifyInstance; ready: () => Promise<void> } {
  const guard = listenerGuard(config);
  const app = Fastify({
    ...guard.fastifyOptions(),
    routerOptions: { onBadUrl: (_path, _req, res) => guard.answer(res, 400, 'Bad request') },
    logger: loggerOptions(config),
    logController: new LogController({ disableRequestLogging: true }),
  });
  return {
    app,
    async ready() {
      await app.ready();
      guard.install(app.server);
      await guard.learnSecurityHeaders(app, '/assets/__security-headers');
    },
  };
}
