import { CONTACT_STATUSES } from '@/contract';
import { invalidFields, missing } from '@/domain/errors';
import {
  bulkTrash,
  NOT_IN_TRASH,
  parseIds,
  parseTrashId,
  parseTrashType,
  purge,
  restore,
  restoreOne,
  toTrashItem,
  TRASH_LIST,
} from '@/domain/trash';
import { containsText, listParams, requireJson, requireSession, writeContext, type RouteContext } from '../context';
import { ok, type MockReply } from '../http';

/** `GET /trash/list`: newest first (then id descending, then type), paged by `page`. */
function listTrash(ctx: RouteContext): MockReply {
  const { after: _ignored, ...query } = Object.fromEntries(ctx.query);
  const params = listParams(ctx, TRASH_LIST, query);
  const q = params.q?.toLowerCase();
  const rows = ctx.db.trash
    .filter((item) => !params.filters.type || item.type === params.filters.type)
    .filter((item) => !q || containsText(item, TRASH_LIST.search, q))
    .sort((a, b) => b.deletedAt - a.deletedAt || b.id - a.id || a.type.localeCompare(b.type));
  const { page, pageSize } = params;
  return ok({
    result: rows.slice((page - 1) * pageSize, page * pageSize).map(toTrashItem),
    total: rows.length,
    page,
    pageSize,
  });
}

type Handler = (ctx: RouteContext, write: ReturnType<typeof writeContext>) => Promise<MockReply> | MockReply;

const ROUTES: Record<string, Handler> = {
  'GET /trash/list': listTrash,
  'POST /trash/restore': async (ctx, write) => {
    const body = requireJson(ctx);
    return ok({ result: await restoreOne(write, parseTrashType(body.type), parseTrashId(body.id)) });
  },
  'POST /trash/restoreMany': async (ctx, write) => {
    const body = requireJson(ctx);
    const { restored, missing: skipped } = await restore(write, parseTrashType(body.type), parseIds(body.ids));
    return ok({
      result: { restored: restored.length, skipped: skipped.map((id) => ({ id, reason: 'not_in_trash' })) },
    });
  },
  'DELETE /trash/purge': async (ctx, write) => {
    const body = requireJson(ctx);
    const which = { type: parseTrashType(body.type), ids: [parseTrashId(body.id)] };
    if ((await purge(write, which)) === 0) throw missing(NOT_IN_TRASH);
    return ok({ result: true });
  },
  'DELETE /trash/empty': async (_ctx, write) => ok({ result: { purged: await purge(write) } }),
  'POST /bulk/trash': async (ctx, write) => {
    const body = requireJson(ctx);
    const { changed, missing: skipped } = await bulkTrash(write, parseTrashType(body.type), parseIds(body.ids));
    return ok({ result: { changed, skipped: skipped.map((id) => ({ id, reason: 'not_found' })) } });
  },
  'POST /contacts/bulkStatus': bulkStatus,
};

/** `/trash/*`, `POST /bulk/trash` and `POST /contacts/bulkStatus`; full session. The rules are src/domain/trash.ts. */
export async function trashRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, action] = ctx.segments;
  const handler = ROUTES[`${ctx.method} /${root}/${action}`];
  if (!handler || ctx.segments.length !== 2) return null;
  return handler(ctx, writeContext(ctx, requireSession(ctx)));
}

function bulkStatus(ctx: RouteContext): MockReply {
  const body = requireJson(ctx);
  const ids = parseIds(body.ids);
  const status = body.status;
  if (status !== 'read' && status !== 'replied') throw invalidFields({ status: 'status must be one of read, replied' });
  const target = CONTACT_STATUSES.indexOf(status);
  let changed = 0;
  const skipped: { id: number; reason: 'not_found' | 'unchanged' }[] = [];
  for (const id of ids) {
    const row = ctx.db.contacts.find((other) => other.id === id);
    if (!row) skipped.push({ id, reason: 'not_found' });
    else if (CONTACT_STATUSES.indexOf(row.status as (typeof CONTACT_STATUSES)[number]) >= target) {
      skipped.push({ id, reason: 'unchanged' });
    } else {
      ctx.db.contacts = ctx.db.contacts.map((other) => (other === row ? { ...row, status } : other));
      changed += 1;
      const action = `Contact message from ${row.name} marked ${status}`;
      ctx.record({ action, type: 'contact', recordId: String(row.id), recordLabel: row.subject });
    }
  }
  return ok({ result: { changed, skipped } });
}
