import { parseSearchQuery } from '@/domain/queries';
import { searchEverything } from '../../../../server/src/db/search.ts';
import type { Routes } from '../context';
import { ok } from '../http';

/** `GET /search` (docs/api.md#search): the server's query (server/src/db/search.ts). */
export const searchRoutes: Routes = {
  'GET /search': async (ctx) => {
    const { q, limit } = parseSearchQuery(Object.fromEntries(ctx.query));
    return ok({ result: await searchEverything(ctx.db.sql.db, 'sqlite', q, limit) });
  },
};
