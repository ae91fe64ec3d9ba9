import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/index.ts';
import type { sessionGuards } from './auth/sessions.ts';
import type { Mailer } from './services/mail.ts';
import type { LinkChecker } from './services/linkChecks.ts';
import type { WebhookService } from './services/webhooks/service.ts';
import type { Store } from '../../src/domain/store.ts';
import type { Storage } from './services/storage/storage.ts';
import type { RenditionQueue } from './services/renditions.ts';

/** What every route module gets. */
export interface Ctx {
  db: Db;
  dialect: Dialect;
  config: Config;
  mailer: Mailer;
  /** The storage of the shared rules (src/domain). */
  store: Store<Db>;
  /** Where uploads live (the server's disk or a bucket). */
  storage: Storage;
  /** Makes image renditions off the request's path (services/renditions.ts). */
  renditions: RenditionQueue;
  guards: ReturnType<typeof sessionGuards>;
  /** The webhook queue and scheduler (services/webhooks). */
  webhooks: WebhookService;
  /** The external link checks (LINK_CHECK=1; services/linkChecks.ts). */
  linkChecks: LinkChecker;
}

/** The session a guard attached; routes behind a guard can rely on it. */
export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw new Error('route is missing its session guard');
  return request.session;
}
