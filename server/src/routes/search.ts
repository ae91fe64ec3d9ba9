import { parseSearchQuery } from '../../../src/domain/queries.ts';
import { searchEverything } from '../db/search.ts';
import type { Routes } from './types.ts';

export const searchRoutes: Routes = {
  admin(app, { db, dialect }) {
    /** The command palette's search: records of every type matching `q`, at most `limit` per type. */
    app.get('/search', async (request) => {
      const { q, limit } = parseSearchQuery((request.query ?? {}) as Record<string, unknown>);
      return { result: await searchEverything(db, dialect, q, limit) };
    });
  },
};
