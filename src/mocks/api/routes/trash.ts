import { CONTACT_STATUSES } from '@/contract';
import { parseBulkStatus, toTrashItem, TRASH_CALLS, TRASH_LIST } from '@/domain/trash';
import { containsText, listParams, pageOf, requireJson, writeContext, type Routes } from '../context';
import { ok } from '../http';

/** `/trash/*`, `POST /bulk/trash` and `POST /contacts/bulkStatus`. The rules are src/domain/trash.ts. */
export const trashRoutes: Routes = {
  ...Object.fromEntries(
    Object.entries(TRASH_CALLS).map(([route, call]) => [
      route,
      async (ctx) =>
        ok({ result: await call(writeContext(ctx), route === 'DELETE /trash/empty' ? {} : requireJson(ctx)) }),
    ]),
  ),
  /** Newest first (then id descending, then type), paged by `page`. */
  'GET /trash/list': (ctx) => {
    const params = listParams(ctx, TRASH_LIST, { withoutAfter: true });
    const q = params.q?.toLowerCase();
    const rows = ctx.db.trash
      .filter((item) => !params.filters.type || item.type === params.filters.type)
      .filter((item) => !q || containsText(item, TRASH_LIST.search, q))
      .sort((a, b) => b.deletedAt - a.deletedAt || b.id - a.id || a.type.localeCompare(b.type));
    const page = pageOf(rows, params);
    return ok({ ...page, result: page.result.map(toTrashItem) });
  },
  'POST /contacts/bulkStatus': (ctx) => {
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
  },
};
