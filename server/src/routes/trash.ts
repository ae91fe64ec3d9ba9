/**
 * The trash (`/trash/*`), the bulk calls (`POST /bulk/trash`, `POST /contacts/bulkStatus`) and the automatic purge
 * (at start-up, then every hour). Every call needs a full session; the rules are src/domain/trash.ts.
 */
import {
  anyRecord,
  bulkStatusAnswer,
  bulkTrashAnswer,
  done,
  emptyTrashAnswer,
  MAX_ID,
  numberedPage,
  RESOURCES,
  restoreManyAnswer,
  resultOf,
  trashItem,
} from '../../../src/contract/index.ts';
import {
  BULK_MAX_IDS,
  parseBulkStatus,
  purgeExpired,
  PURGE_EVERY_MS,
  toTrashItem,
  TRASH_CALLS,
  TRASH_LIST,
  TRASH_TYPES,
  type TrashContext,
} from '../../../src/domain/trash.ts';
import type { Db } from '../db/index.ts';
import { actorOf } from '../auth/sessions.ts';
import type { Ctx } from '../context.ts';
import { markContacts } from '../../../src/domain/inbox.ts';
import { searchAny } from '../db/list.ts';
import { listTrash } from '../db/trash.ts';
import { recordIdOf } from '../../../src/domain/kinds.ts';
import { getRecord } from '../../../src/domain/versioned.ts';
import type { RecordType } from '../../../src/contract/index.ts';
import { ANNOUNCED_TYPES, writeEvents, type ContentEvent } from '../services/webhooks/events.ts';
import { pagedParamsOf } from '../../../src/domain/input.ts';
import { answers } from '../http/openapi.ts';
import { describedPart, listQuerySchema, objectBody, type JsonSchema } from '../http/validate.ts';
import type { FastifyRequest } from 'fastify';
import type { Api, Routes } from './types.ts';

/** The bodies the calls read (JSON numbers for ids), described for the reference. */
const ID: JsonSchema = { type: 'integer', minimum: 1, maximum: MAX_ID };
const IDS: JsonSchema = { type: 'array', items: ID, minItems: 1, maxItems: BULK_MAX_IDS };
const TYPE: JsonSchema = { type: 'string', enum: [...TRASH_TYPES] };
const bodyDoc = (properties: Record<string, JsonSchema>) =>
  describedPart({ type: 'object', properties, required: Object.keys(properties) });
const one = bodyDoc({ type: TYPE, id: ID });
const many = bodyDoc({ type: TYPE, ids: IDS });
const LIST_SCHEMA = {
  querystring: describedPart(listQuerySchema(TRASH_LIST, { cursor: false })),
  response: answers(numberedPage(trashItem()), 400),
};
/** Each of `TRASH_CALLS`' request and answers. */
const CALL_SCHEMAS: Record<string, object> = {
  'POST /trash/restore': { body: one, response: answers(resultOf(anyRecord()), 400, 404, 409) },
  'POST /trash/restoreMany': { body: many, response: answers(restoreManyAnswer(), 400, 409) },
  'DELETE /trash/purge': { body: one, response: answers(done(), 400, 404) },
  'DELETE /trash/empty': { response: answers(emptyTrashAnswer()) },
  'POST /bulk/trash': { body: many, response: answers(bulkTrashAnswer(), 400, 409) },
};
const BULK_STATUS_SCHEMA = {
  body: bodyDoc({ ids: IDS, status: { type: 'string', enum: ['read', 'replied'] } }),
  response: answers(bulkStatusAnswer(), 400),
};

export const trashRoutes: Routes = { admin: adminRoutes };

function adminRoutes(app: Api, { db, config, store, webhooks }: Ctx): void {
  const trash = (request: FastifyRequest): TrashContext<Db> => ({
    store,
    actor: actorOf(request),
    now: config.now(),
    trashRetentionDays: config.trashRetentionDays,
  });

  app.get('/trash/list', { schema: LIST_SCHEMA }, async (request) => {
    const params = pagedParamsOf(request.query, TRASH_LIST);
    const { rows, total } = await listTrash(db, {
      type: params.filters.type,
      search: params.q ? searchAny(TRASH_LIST.search, params.q) : undefined,
      page: params.page,
      pageSize: params.pageSize,
    });
    return { result: rows.map(toTrashItem), total, page: params.page, pageSize: params.pageSize };
  });

  /**
   * The records a call names, as the API answers them now (less the ids its answer skipped, and any gone meanwhile):
   * what the webhook events of a bulk trash (read before it) or a restore (read after it) show.
   */
  const recordsNamed = async (body: Record<string, unknown>, result?: unknown) => {
    const type = body.type;
    if (typeof type !== 'string' || !ANNOUNCED_TYPES.has(type)) return [];
    const skipped = new Set(((result as { skipped?: { id: number }[] })?.skipped ?? []).map((item) => item.id));
    // Read before the call checks its body: anything it will refuse names nothing here.
    const named = Array.isArray(body.ids) ? (body.ids as unknown[]) : [body.id];
    if (named.length > BULK_MAX_IDS) return [];
    const ids = named.filter(
      (id): id is number => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_ID,
    );
    if (!ids.length) return [];
    const resource = RESOURCES[type as RecordType];
    const rows = (await store.findIn(db, resource.storage.table, 'id', ids)).filter((row) => !skipped.has(row.id));
    const now = config.now();
    const seen = await Promise.all(
      rows.map((row) =>
        getRecord(store, type as RecordType, recordIdOf(resource, row), now).then(
          (record) => record as Record<string, unknown>,
          () => undefined,
        ),
      ),
    );
    return seen.filter((record) => record !== undefined);
  };
  /** Queues the events; a failure to queue is logged, never the call's answer. */
  const announce = async (request: FastifyRequest, events: ContentEvent[]) => {
    if (!events.length) return;
    try {
      await webhooks.announce(events);
    } catch (error) {
      request.log.warn({ err: error }, 'webhook events not queued');
    }
  };

  for (const [route, call] of Object.entries(TRASH_CALLS)) {
    const [method = '', url = ''] = route.split(' ');
    app.route({
      method: method,
      url,
      schema: CALL_SCHEMAS[route],
      // Emptying the trash names nothing; every other call names its items in a JSON object.
      handler: async (request) => {
        const body = url === '/trash/empty' ? {} : objectBody(request.body);
        // What visitors stop or start seeing is announced as the records' own deletes and creates would be
        // (docs/api.md#webhook-events); a purge or emptying the trash changes nothing they see.
        const type = typeof body.type === 'string' ? body.type : '';
        const leaving = route === 'POST /bulk/trash' ? await recordsNamed(body) : [];
        const result = await call(trash(request), body);
        if (route === 'POST /bulk/trash') {
          await announce(
            request,
            leaving.flatMap((record) => writeEvents(type, 'deleted', record, undefined)),
          );
        } else if (route.startsWith('POST /trash/restore')) {
          const back = await recordsNamed(body, result);
          await announce(
            request,
            back.flatMap((record) => writeEvents(type, 'created', undefined, record)),
          );
        }
        return { result };
      },
    });
  }

  app.post('/contacts/bulkStatus', { schema: BULK_STATUS_SCHEMA }, async (request) => {
    const { ids, status } = parseBulkStatus(objectBody(request.body));
    return { result: await markContacts({ store, actor: actorOf(request), now: config.now() }, ids, status) };
  });

  // The automatic purge: once at start-up, then every hour; a failure is logged and retried on the next round.
  const sweep = () =>
    purgeExpired(store, config.now())
      .then((purged) => {
        if (purged) app.log.info({ purged }, 'trash items past their retention purged');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'trash purge failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
