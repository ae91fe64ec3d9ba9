/** `GET /activity/list` (README "Activity"): the dashboard's Recent Activity. */
import { iso } from '../db/errors.ts';
import { liveRecords, newestActivity } from '../db/activity.ts';
import { badRequest } from '../http/errors.ts';
import { RequestPart } from '../http/validate.ts';
import type { Routes } from './types.ts';

/** `?limit=` 1–50, default 10. */
const activityQuery = new RequestPart((data) => {
  const raw = typeof data === 'object' && data !== null ? (data as { limit?: unknown }).limit : undefined;
  const limit =
    raw === undefined || raw === '' ? 10 : typeof raw === 'string' && /^[0-9]{1,3}$/.test(raw) ? Number(raw) : 0;
  if (limit < 1 || limit > 50)
    throw badRequest('limit must be a whole number from 1 to 50', { limit: 'limit is invalid' });
  return { limit };
});

export const activityRoutes: Routes = {
  admin(app, { db }) {
    app.get('/activity/list', { schema: { querystring: activityQuery } }, async (request) => {
      const rows = await newestActivity(db, request.query.limit);
      const live = await liveRecords(db, rows);
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
