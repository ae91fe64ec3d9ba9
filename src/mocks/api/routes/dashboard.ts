import { dashboardCounts, upcomingMoments } from '../../../../server/src/db/dashboard.ts';
import { webhookProblems } from '../../../../server/src/db/webhooks.ts';
import { DAY_MS, dashboardSummaryOf, SCHEDULE_DAYS, scheduleOf } from '@/domain/dashboard';
import type { Routes } from '../context';
import { ok } from '../http';

/** `GET /dashboard/summary` and `GET /dashboard/schedule`: the server's queries, the answers src/domain/dashboard.ts. */
export const dashboardRoutes: Routes = {
  'GET /dashboard/summary': async (ctx) =>
    ok({ result: dashboardSummaryOf(await dashboardCounts(ctx.db.sql.db, ctx.now().getTime())) }),
  'GET /dashboard/schedule': async (ctx) => {
    const now = ctx.now().getTime();
    const upcoming = await upcomingMoments(ctx.db.sql.db, now, now + SCHEDULE_DAYS * DAY_MS);
    const trouble = await webhookProblems(ctx.db.sql.db);
    return ok({ result: scheduleOf(upcoming, trouble.paused, trouble.deliveries, now) });
  },
};
