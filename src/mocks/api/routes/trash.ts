import { markContacts } from '@/domain/inbox';
import { parseBulkStatus, toTrashItem, TRASH_CALLS, TRASH_LIST } from '@/domain/trash';
import { searchAny } from '../../../../server/src/db/list.ts';
import { listTrash } from '../../../../server/src/db/trash.ts';
import { requireJson, writeContext, type Routes } from '../context';
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
  /** The server's page of the trash (server/src/db/trash.ts). */
  'GET /trash/list': async (ctx) => {
    const params = pagedParamsOf(Object.fromEntries(ctx.query), TRASH_LIST);
    const { page, pageSize, q } = params;
    const search = q ? searchAny(TRASH_LIST.search, q) : undefined;
    const { rows, total } = await listTrash(ctx.db.sql.db, { type: params.filters.type, search, page, pageSize });
    return ok({ result: rows.map(toTrashItem), total, page, pageSize });
  },
  'POST /contacts/bulkStatus': async (ctx) => {
    const { ids, status } = parseBulkStatus(requireJson(ctx));
    return ok({ result: await markContacts(writeContext(ctx), ids, status) });
  },
};
