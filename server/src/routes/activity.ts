/** `GET /activity/list` (docs/api.md#activity): the dashboard's Recent Activity. */
import { ACTIVITY_LIMIT, activityAnswer, parseActivityLimit } from '../../../src/contract/index.ts';
import { iso } from '../db/errors.ts';
import { liveRecords } from '../../../src/domain/activity.ts';
import { newestActivity } from '../db/activity.ts';
import { badRequest } from '../http/errors.ts';
import { answers } from '../http/openapi.ts';
import { RequestPart } from '../http/validate.ts';
import type { Routes } from './types.ts';

/** `?limit=` 1–50, default 10. */
const activityQuery = new RequestPart(
  (data) => {
    const parsed = parseActivityLimit(
      typeof data === 'object' && data !== null ? (data as { limit?: unknown }).limit : undefined,
    );
    if ('message' in parsed) throw badRequest(parsed.message, parsed.errors);
    return parsed;
  },
  {
    type: 'object',
    properties: {
      limit: { type: 'string', pattern: '^[0-9]{1,3}$', description: `1 to ${ACTIVITY_LIMIT.max}`, default: '10' },
    },
  },
);
const activitySchema = { querystring: activityQuery, response: answers(activityAnswer(), 400) };

export const activityRoutes: Routes = {
  admin(app, { db, store }) {
    app.get('/activity/list', { schema: activitySchema }, async (request) => {
      const rows = await newestActivity(db, request.query.limit);
      const live = await liveRecords(store, db, rows);
      return {
        result: rows.map((row) => ({
          id: row.id,
          action: row.action,
          type: row.type,
          recordId: row.recordId,
          recordLabel: row.recordLabel,
          actor: row.actor,
          createdAt: iso(row.createdAt),
          exists: live.has(`${row.type}:${row.recordId}`),
        })),
      };
    });
  },
};
