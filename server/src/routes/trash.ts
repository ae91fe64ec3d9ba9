import { CONTACT_STATUSES } from '../../../src/contract/index.ts';
import type { Ctx } from '../context.ts';
import { blogsInCategory, listTrash, selectContacts, type LiveRow } from '../db/trash.ts';
import { toBlog } from '../db/blogs.ts';
import { toCategory } from '../db/categories.ts';
import { advanceStatus, toContact } from '../db/contacts.ts';
import { toEnquiry } from '../db/enquiries.ts';
import { searchAny } from '../db/list.ts';
import { toMeta } from '../db/metas.ts';
import { actorOf } from '../auth/sessions.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { parseListQuery } from '../http/list.ts';
import { objectBody } from '../http/validate.ts';
import { record } from '../services/activity.ts';
import {
  bulkTrash,
  NOT_IN_TRASH,
  purge,
  purgeExpired,
  PURGE_EVERY_MS,
  restore,
  TRASH_TYPES,
  type TrashType,
} from '../services/trash.ts';
import type { Api, Routes } from './types.ts';

/** At most this many ids per bulk call. */
export const BULK_MAX_IDS = 500;
const MAX_ID = 2_147_483_647;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;

function parseType(raw: unknown): TrashType {
  if (typeof raw !== 'string' || !TRASH_TYPES.includes(raw as TrashType)) {
    throw badRequest('Please fix the highlighted fields', { type: `type must be one of ${TRASH_TYPES.join(', ')}` });
  }
  return raw as TrashType;
}

function parseId(raw: unknown): number {
  if (!isId(raw)) throw badRequest('Please fix the highlighted fields', { id: 'id must be a positive whole number' });
  return raw;
}

/** 1–500 positive whole numbers (JSON numbers), duplicates dropped. */
export function parseIds(raw: unknown): number[] {
  if (!Array.isArray(raw)) {
    throw badRequest('Please fix the highlighted fields', { ids: 'ids must be a list of positive whole numbers' });
  }
  if (raw.length === 0) throw badRequest('Select at least one item.', { ids: 'ids must not be empty' });
  if (raw.length > BULK_MAX_IDS) {
    throw badRequest(`Select at most ${BULK_MAX_IDS} items at a time.`, { ids: `at most ${BULK_MAX_IDS} ids` });
  }
  if (!raw.every(isId)) {
    throw badRequest('Please fix the highlighted fields', { ids: 'ids must be a list of positive whole numbers' });
  }
  return [...new Set(raw)];
}

const toItem = (row: {
  type: string;
  id: number;
  recordId: string;
  label: string;
  deletedAt: number;
  deletedBy: string;
  purgeAt: number;
}) => ({
  type: row.type,
  id: row.id,
  recordId: row.recordId,
  label: row.label,
  deletedAt: new Date(Number(row.deletedAt)).toISOString(),
  deletedBy: row.deletedBy,
  purgeAt: new Date(Number(row.purgeAt)).toISOString(),
});

/** One item of `GET /trash/list`. */
export type TrashListItem = ReturnType<typeof toItem>;

/**
 * The trash (`/trash/*`), the bulk calls (`POST /bulk/trash`, `POST /contacts/bulkStatus`) and the automatic purge
 * (at start-up, then every hour), as SHARED-API.md "Trash" and "Bulk" describe. Every call needs a full session.
 */
export const trashRoutes: Routes = { admin: adminRoutes };

function adminRoutes(app: Api, { db, config }: Ctx): void {
  /** A restored row as its get/list answers it. */
  const view = async (type: TrashType, row: LiveRow): Promise<unknown> => {
    const now = config.now();
    switch (type) {
      case 'blog':
        return toBlog(row as never, now);
      case 'category':
        return toCategory({ ...row, blogCount: await blogsInCategory(db, String(row.category)) } as never);
      case 'meta':
        return toMeta(row as never);
      case 'contact':
        return toContact(row as never);
      case 'enquiry':
        return toEnquiry(row as never);
    }
  };

  app.get('/trash/list', async (request) => {
    const params = parseListQuery(request.query, {
      sorts: ['newest'],
      defaultSort: 'newest',
      filters: { type: { max: 10, oneOf: TRASH_TYPES } },
    });
    const { rows, total } = await listTrash(db, {
      type: params.filters.type,
      search: params.q ? searchAny(['label', 'recordId'], params.q) : undefined,
      page: params.page,
      pageSize: params.pageSize,
    });
    return { result: rows.map(toItem), total, page: params.page, pageSize: params.pageSize };
  });

  app.post('/trash/restore', async (request) => {
    const body = objectBody(request.body);
    const type = parseType(body.type);
    const { restored } = await restore(db, config, type, [parseId(body.id)], actorOf(request));
    const [row] = restored;
    if (!row) throw new HttpError(404, NOT_IN_TRASH);
    return { result: await view(type, row) };
  });

  app.post('/trash/restoreMany', async (request) => {
    const body = objectBody(request.body);
    const type = parseType(body.type);
    const { restored, missing } = await restore(db, config, type, parseIds(body.ids), actorOf(request));
    return {
      result: { restored: restored.length, skipped: missing.map((id) => ({ id, reason: 'not_in_trash' })) },
    };
  });

  app.delete('/trash/purge', async (request) => {
    const body = objectBody(request.body);
    const type = parseType(body.type);
    const purged = await purge(db, config, actorOf(request), { type, ids: [parseId(body.id)] });
    if (purged === 0) throw new HttpError(404, NOT_IN_TRASH);
    return { result: true };
  });

  app.delete('/trash/empty', async (request) => ({
    result: { purged: await purge(db, config, actorOf(request)) },
  }));

  app.post('/bulk/trash', async (request) => {
    const body = objectBody(request.body);
    const type = parseType(body.type);
    const { changed, missing } = await bulkTrash(db, config, type, parseIds(body.ids), actorOf(request));
    return { result: { changed, skipped: missing.map((id) => ({ id, reason: 'not_found' })) } };
  });

  app.post('/contacts/bulkStatus', async (request) => {
    const body = objectBody(request.body);
    const ids = parseIds(body.ids);
    const status = body.status;
    if (status !== 'read' && status !== 'replied') {
      throw badRequest('Please fix the highlighted fields', { status: 'status must be one of read, replied' });
    }
    const target = CONTACT_STATUSES.indexOf(status);
    const actor = actorOf(request);
    const result = await db.transaction().execute(async (trx) => {
      const rows = await selectContacts(trx, ids);
      const skipped: { id: number; reason: 'not_found' | 'unchanged' }[] = [];
      let changed = 0;
      const now = config.now();
      for (const id of ids) {
        const row = rows.find((other) => other.id === id);
        if (!row) skipped.push({ id, reason: 'not_found' });
        else if (CONTACT_STATUSES.indexOf(row.status as (typeof CONTACT_STATUSES)[number]) >= target) {
          skipped.push({ id, reason: 'unchanged' });
        } else {
          await advanceStatus(trx, row, status);
          const action = `Contact message from ${row.name} marked ${status}`;
          await record(trx, { action, type: 'contact', recordId: row.id, recordLabel: row.subject, actor }, now);
          changed++;
        }
      }
      return { changed, skipped };
    });
    return { result };
  });

  // The automatic purge: once at start-up, then every hour; a failure is logged and retried on the next round.
  const sweep = () =>
    purgeExpired(db, config)
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
