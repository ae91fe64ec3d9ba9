/**
 * The API server as a library.
 *
 * Other suites start a real server like this (in-process, temporary data dir, free port):
 *
 *   import { loadConfig } from '../server/src/config.ts';
 *   import { startServer } from '../server/src/app.ts';
 *   const server = await startServer(loadConfig({ DATA_DIR: tmp, API_PORT: '0', SERVE_PANEL: '0', LOG_LEVEL: 'silent' }));
 *   // server.apiUrl, server.outboxDir; sign-in codes are .eml files there
 *   await server.close();
 *
 * or as a child process: `node --import tsx server/src/main.ts` with the same variables as env; it prints
 * `API listening on <url>` once ready.
 */
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { localOrigins, type Config } from './config.ts';
import type { Ctx } from './context.ts';
import { serverStore } from './services/store.ts';
import { createStorage } from './services/storage/index.ts';
import { renditionQueue } from './services/renditions.ts';
import { announceImageChange } from './services/webhooks/imageChanges.ts';
import { openDatabase } from './db/index.ts';
import { syncSiteHost } from './db/seoSite.ts';
import { sweepOldWindows } from './db/rateLimits.ts';
import { sweepIdleSessions } from './db/sessions.ts';
import { sessionGuards } from './auth/sessions.ts';
import { healthAnswer } from '../../src/contract/index.ts';
import { HttpError, installErrorHandler } from './http/errors.ts';
import { listenerGuard } from './http/listener.ts';
import { logsRequest, loggerOptions, requestFields, requestLogger, SECURITY_HEADERS_PROBE } from './http/logformat.ts';
import { addSecurityHeaders } from './http/securityHeaders.ts';
import { multipartLimits } from './http/multipart.ts';
import { answers, checkAnswers, registerOpenApi, requireSessionDoc, serveReference } from './http/openapi.ts';
import { contractValidatorCompiler, type ContractTypeProvider } from './http/validate.ts';
import { activityRoutes } from './routes/activity.ts';
import { authRoutes } from './routes/auth.ts';
import { contactRoutes } from './routes/contacts.ts';
import { contentRoutes } from './routes/content.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { enquiryRoutes } from './routes/enquiries.ts';
import { otpRoutes } from './routes/otp.ts';
import { recordRoutes } from './routes/records.ts';
import { revisionRoutes } from './routes/revisions.ts';
import { previewRoutes } from './routes/preview.ts';
import { searchRoutes } from './routes/search.ts';
import { seoRoutes } from './routes/seo.ts';
import { trashRoutes } from './routes/trash.ts';
import type { Api, Routes } from './routes/types.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { mediaRoutes } from './routes/media.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { linkChecker } from './services/linkChecks.ts';
import { webhookService } from './services/webhooks/service.ts';
import { createMailer } from './services/mail.ts';
import { ensureFirstAdmin } from './users.ts';
import { buildPanelServer } from './panel.ts';
import { buildSiteServer } from './site.ts';

/** Never log a credential: request logs carry no headers or bodies, and these paths are redacted if they ever do. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  // @fastify/multipart logs the request headers it hands to busboy at trace level.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  'body.password',
  'body.otp',
  'body.token',
  'token',
  'password',
  'otp',
];

/** The website's public form endpoints (docs/api.md#enquiries, docs/api.md#contact-messages). */
const PUBLIC_FORM_PATHS = new Set(['/api/enquiries', '/contacts/submit']);

export interface BuildOptions {
  /** Check every answer against its route's declared shape (http/openapi.ts); the test suites turn it on. */
  checkAnswers?: boolean;
}

export interface ApiServer {
  app: FastifyInstance;
  ctx: Ctx;
  close(): Promise<void>;
}

/** Builds the API (database opened and migrated, demo admin ensured) without listening. */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<ApiServer> {
  const { db, dialect, close: closeDb } = await openDatabase(config);
  await syncSiteHost(db, config.siteUrl);
  const createdAdmin = await ensureFirstAdmin(db, config.adminEmail, config.adminPassword, config.now());
  const guard = listenerGuard(config);
  const app = Fastify({
    ...guard.fastifyOptions(),
    logger: loggerOptions(config, LOG_REDACT),
    // Fastify 5 reads a bare number as "trust nothing"; proxy-addr's hop count is this function (hop 0 = the peer).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Long path parameters reach the routes, which answer 404 for ids that cannot exist.
    routerOptions: {
      maxParamLength: 2048,
      onBadUrl: (_path, _req, res) => guard.answer(res, 400, 'Bad request'),
    },
    // One line per request (below) instead of Fastify's pair ("incoming request", "request completed"), which
    // also carries host, address and port that a request line does not need.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Request lines are at info: at a higher level (warn, silent) no hook runs at all.
  if (['trace', 'debug', 'info'].includes(app.log.level)) {
    const requestLog = requestLogger(config);
    app.addHook('onResponse', (request, reply, done) => {
      if (logsRequest(request.method, request.url, request.headers)) {
        const fields = requestFields(request.method, request.url, reply.statusCode, reply.elapsedTime);
        requestLog.info(request.id, fields);
      }
      done();
    });
  }
  if (createdAdmin) app.log.info(`created the first administrator ${config.adminEmail} (change its password)`);
  const storage = createStorage(config.storage);
  const webhooks = webhookService(db, config, (error) => app.log.warn({ err: error }, 'webhook run failed'));
  const ctx: Ctx = {
    db,
    dialect,
    config,
    mailer: createMailer(config),
    guards: sessionGuards(db, config),
    store: serverStore(db, dialect, storage, config),
    storage,
    renditions: renditionQueue(
      db,
      storage,
      (error) => app.log.error({ err: error }, 'making image renditions failed'),
      (asset) => announceImageChange(db, webhooks, config.now(), asset),
    ),
    webhooks,
    linkChecks: linkChecker(db, config, (error) => app.log.warn({ err: error }, 'link check run failed')),
  };

  await addSecurityHeaders(app, { crossOriginResourcePolicy: { policy: 'same-site' } });
  const panelCors = {
    origin: config.panelOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  };
  // The website's forms post from the site's origin: those two public endpoints also allow SITE_ORIGIN (POST only).
  const formCors = { ...panelCors, origin: [...config.panelOrigins, ...config.siteOrigins], methods: ['POST'] };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, PUBLIC_FORM_PATHS.has(request.url.split('?')[0] ?? '') ? formCors : panelCors),
  });
  // preservePath: busboy would otherwise cut a file name down to its last segment, hiding a forged `../` name.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: true, preservePath: true });
  installErrorHandler(app);
  app.addHook('onRequest', (request, _reply, done) => {
    // Bodies are read as UTF-8; a body declared in another charset would be misread, so it is refused.
    const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    done(
      charset && !/^utf-?8$/i.test(charset) ? new HttpError(415, 'Only UTF-8 request bodies are accepted') : undefined,
    );
  });

  // The reference collects every route registered from here on; in the test suites every answer is checked too.
  await registerOpenApi(app);
  if (options.checkAnswers) checkAnswers(app);
  app.get('/health', { schema: { response: answers(healthAnswer()) } }, (_request, reply) =>
    reply.send({ status: 'ok' }),
  );
  // Route schemas are the contract's request parts (src/contract via http/validate.ts): its messages are the answers.
  app.setValidatorCompiler(contractValidatorCompiler);
  const modules: Routes[] = [
    authRoutes,
    otpRoutes,
    recordRoutes,
    enquiryRoutes,
    contactRoutes,
    activityRoutes,
    dashboardRoutes,
    uploadRoutes,
    mediaRoutes,
    contentRoutes,
    seoRoutes,
    searchRoutes,
    trashRoutes,
    revisionRoutes,
    previewRoutes,
    webhookRoutes,
  ];
  const api = app.withTypeProvider<ContractTypeProvider>();
  /** No session needed (or the route's own rule: sign-out and the sign-in code accept a pre-code session). */
  await api.register((publicApi: Api, _options, done) => {
    for (const routes of modules) routes.public?.(publicApi, ctx);
    done();
  });
  /** The panel's API: one hook requires a full (code-verified) session for every route registered here. */
  await api.register((admin: Api, _options, done) => {
    admin.addHook('onRequest', ctx.guards.full);
    admin.addHook('onRoute', requireSessionDoc);
    for (const routes of modules) routes.admin?.(admin, ctx);
    done();
  });
  await serveReference(app);

  // Expired sessions and old rate-limit windows are swept now and then; nothing depends on it for correctness.
  const sweep = setInterval(
    () => {
      const now = config.now();
      void Promise.all([sweepOldWindows(db, now), sweepIdleSessions(db, now, config.sessionIdleSeconds)]).catch(
        (error: unknown) => app.log.warn({ err: error }, 'sweep failed'),
      );
    },
    10 * 60 * 1000,
  );
  sweep.unref();
  ctx.webhooks.start();
  ctx.linkChecks.start();

  await app.ready();
  guard.install(app.server);
  await guard.learnSecurityHeaders(app, SECURITY_HEADERS_PROBE);
  // Renditions missing since the last run (an upload answered just before a stop, images of the migration) follow.
  ctx.renditions.kick();
  return {
    app,
    ctx,
    async close() {
      clearInterval(sweep);
      await ctx.webhooks.stop();
      await ctx.linkChecks.stop();
      await app.close();
      await ctx.renditions.idle();
      await closeDb();
    },
  };
}

export interface RunningServer extends ApiServer {
  apiUrl: string;
  panelUrl: string | undefined;
  siteUrl: string | undefined;
  outboxDir: string;
}

const urlOf = (app: FastifyInstance, host: string) => {
  const { port } = app.server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
};

/**
 * Builds the API and listens on `apiPort` (0 = a free port); with `servePanel`, also serves the built panel, and with
 * `serveSite` the demo website.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  // A free port (0) is chosen before the API is built, so the CORS origins it allows name the port really used.
  if (config.servePanel && config.panelPort === 0) {
    config.panelPort = await freePort(config.host);
    if (!config.panelOriginsFromEnv) config.panelOrigins = localOrigins(config.panelPort);
  }
  if (config.serveSite && config.sitePort === 0) {
    config.sitePort = await freePort(config.host);
    if (!config.siteOriginsFromEnv) config.siteOrigins = localOrigins(config.sitePort);
  }
  const api = await buildServer(config);
  let panel: FastifyInstance | undefined;
  let site: FastifyInstance | undefined;
  try {
    await api.app.listen({ host: config.host, port: config.apiPort });
    // The site first: without SITE_URL the website is the demo site, wherever it listens (SITE_PORT=0 picks a free
    // port), and the panel's page names that URL.
    if (config.serveSite) {
      site = await buildSiteServer(config, urlOf(api.app, config.host), api.ctx.db, api.ctx.storage);
      await site.listen({ host: config.host, port: config.sitePort });
      if (!config.siteUrlFromEnv) {
        config.siteUrl = urlOf(site, config.host);
        await syncSiteHost(api.ctx.db, config.siteUrl);
      }
    }
    if (config.servePanel) {
      panel = await buildPanelServer(config, urlOf(api.app, config.host));
      await panel.listen({ host: config.host, port: config.panelPort });
    }
  } catch (error) {
    await site?.close();
    await panel?.close();
    await api.close();
    throw error;
  }
  return {
    ...api,
    apiUrl: urlOf(api.app, config.host),
    panelUrl: panel ? urlOf(panel, config.host) : undefined,
    siteUrl: site ? urlOf(site, config.host) : undefined,
    outboxDir: path.join(config.dataDir, 'outbox'),
    async close() {
      await site?.close();
      await panel?.close();
      await api.close();
    },
  };
}

/** A port free on `host` now (the OS picks it; the caller listens on it next). */
async function freePort(host: string): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, host, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
