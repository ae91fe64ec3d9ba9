import { CONTACT_STATUSES } from '@/contract';
import { parseBulkStatus, toTrashItem, TRASH_CALLS, TRASH_LIST } from '@/domain/trash';
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

/** `/trash/*`, `POST /bulk/trash` and `POST /contacts/bulkStatus`; full session. The rules are src/domain/trash.ts. */
export async function trashRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, action] = ctx.segments;
  if (ctx.segments.length !== 2) return null;
  const route = `${ctx.method} /${root}/${action}`;
  if (route === 'GET /trash/list') return (requireSession(ctx), listTrash(ctx));
  if (route === 'POST /contacts/bulkStatus') return (requireSession(ctx), bulkStatus(ctx));
  const call = TRASH_CALLS[route];
  if (!call) return null;
  const write = writeContext(ctx, requireSession(ctx));
  return ok({ result: await call(write, route === 'DELETE /trash/empty' ? {} : requireJson(ctx)) });
}

function bulkStatus(ctx: RouteContext): MockReply {
  const { ids, status } = parseBulkStatus(requireJson(ctx));
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
