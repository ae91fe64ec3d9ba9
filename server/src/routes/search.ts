import { parseSearchQuery, SEARCH_LIMIT_MAX } from '../../../src/domain/queries.ts';
import { resultOf, searchGroups } from '../../../src/contract/index.ts';
import { searchEverything } from '../db/search.ts';
import { answers } from '../http/openapi.ts';
import { describedPart } from '../http/validate.ts';
import type { Routes } from './types.ts';

const searchQuery = describedPart({
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200, description: 'Words to look for.' },
    limit: { type: 'string', pattern: '^[0-9]{1,2}$', description: `Hits per record type, 1 to ${SEARCH_LIMIT_MAX}.` },
  },
});
const searchSchema = { querystring: searchQuery, response: answers(resultOf(searchGroups()), 400) };

export const searchRoutes: Routes = {
  admin(app, { db, dialect }) {
    /** The command palette's search: records of every type matching `q`, at most `limit` per type. */
    app.get('/search', { schema: searchSchema }, async (request) => {
      const { q, limit } = parseSearchQuery((request.query ?? {}) as Record<string, unknown>);
      return { result: await searchEverything(db, dialect, q, limit) };
    });
  },
};
