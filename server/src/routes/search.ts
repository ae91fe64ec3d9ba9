import { searchEverything } from '../db/search.ts';
import { badRequest } from '../http/errors.ts';
import { checkText } from '../http/validate.ts';
import type { Routes } from './types.ts';

export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 10;

export const searchRoutes: Routes = {
  admin(app, { db, dialect }) {
    /** The command palette's search: records of every type matching `q`, at most `limit` per type. */
    app.get('/search', async (request) => {
      const input = (request.query ?? {}) as Record<string, unknown>;
      const q = typeof input.q === 'string' ? input.q : '';
      const problem = checkText(q, { max: 200 });
      if (problem) throw badRequest(`q ${problem}`, { q: `q ${problem}` });
      let limit = SEARCH_LIMIT_DEFAULT;
      if (input.limit !== undefined && input.limit !== '') {
        const raw = input.limit;
        if (typeof raw !== 'string' || !/^[0-9]{1,2}$/.test(raw) || Number(raw) < 1 || Number(raw) > SEARCH_LIMIT_MAX) {
          const message = `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`;
          throw badRequest(message, { limit: message });
        }
        limit = Number(raw);
      }
      return { result: await searchEverything(db, dialect, q.trim(), limit) };
    });
  },
};
