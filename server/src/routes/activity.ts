import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { iso } from '../db/errors.ts';
import { badRequest } from '../http/errors.ts';

export function activityRoutes(app: FastifyInstance, { db, guards }: Ctx): void {
  app.get('/activity/list', { preHandler: guards.full }, async (request) => {
    const raw = (request.query as Record<string, unknown>).limit;
    const limit =
      raw === undefined || raw === '' ? 10 : typeof raw === 'string' && /^[0-9]{1,3}$/.test(raw) ? Number(raw) : 0;
    if (limit < 1 || limit > 50)
      throw badRequest('limit must be a whole number from 1 to 50', { limit: 'limit is invalid' });
    const rows = await db
      .selectFrom('activity')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const ids = (type: string) => [...new Set(rows.filter((row) => row.type === type).map((row) => row.recordId))];
    const numeric = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    const live = new Set<string>();
    const blogIds = ids('blog');
    if (blogIds.length) {
      for (const row of await db.selectFrom('blogs').select('blogId').where('blogId', 'in', blogIds).execute())
        live.add(`blog:${row.blogId}`);
    }
    for (const [type, table] of [
      ['category', 'categories'],
      ['meta', 'metas'],
      ['contact', 'contacts'],
      ['enquiry', 'enquiries'],
    ] as const) {
      const wanted = numeric(ids(type));
      if (!wanted.length) continue;
      for (const row of await db.selectFrom(table).select('id').where('id', 'in', wanted).execute())
        live.add(`${type}:${row.id}`);
    }
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
}
