import { markContacts } from '@/domain/inbox';
import { parseBulkStatus, toTrashItem, TRASH_CALLS, TRASH_LIST } from '@/domain/trash';
import { containsText, pageOf, requireJson, writeContext, type Routes } from '../context';
import { ok } from '../http';
import { pagedParamsOf } from '@/domain/input';

/** `/trash/*`, `POST /bulk/trash` and `POST /contacts/bulkStatus`. The rules are src/domain/trash.ts and inbox.ts. */
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
    const params = pagedParamsOf(Object.fromEntries(ctx.query), TRASH_LIST);
    const q = params.q?.toLowerCase();
    const rows = ctx.db.trash
      .filter((item) => !params.filters.type || item.type === params.filters.type)
      .filter((item) => !q || containsText(item, TRASH_LIST.search, q))
      .sort((a, b) => b.deletedAt - a.deletedAt || b.id - a.id || a.type.localeCompare(b.type));
    const page = pageOf(rows, params);
    return ok({ ...page, result: page.result.map(toTrashItem) });
  },
  'POST /contacts/bulkStatus': async (ctx) => {
    const { ids, status } = parseBulkStatus(requireJson(ctx));
    return ok({ result: await markContacts(writeContext(ctx), ids, status) });
  },
};
