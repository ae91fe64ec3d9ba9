/** `GET /dashboard/summary` and `GET /dashboard/schedule` (docs/api.md#dashboard); the answers are src/domain/dashboard.ts. */
import { dashboardSchedule, dashboardSummary, resultOf } from '../../../src/contract/index.ts';
import { DAY_MS, dashboardSummaryOf, SCHEDULE_DAYS, scheduleOf } from '../../../src/domain/dashboard.ts';
import { dashboardCounts, upcomingMoments } from '../db/dashboard.ts';
import { webhookProblems } from '../db/webhooks.ts';
import { answers } from '../http/openapi.ts';
import type { Routes } from './types.ts';

export const dashboardRoutes: Routes = {
  admin(app, { db, config }) {
    app.get('/dashboard/summary', { schema: { response: answers(resultOf(dashboardSummary())) } }, async () => ({
      result: dashboardSummaryOf(await dashboardCounts(db, config.now())),
    }));
    // The dashboard's Schedule card (issue 29): the week ahead, and anything in the webhooks that needs a person.
    app.get('/dashboard/schedule', { schema: { response: answers(dashboardSchedule()) } }, async () => {
      const now = config.now();
      const [upcoming, trouble] = await Promise.all([
        upcomingMoments(db, now, now + SCHEDULE_DAYS * DAY_MS),
        webhookProblems(db),
      ]);
      return { result: scheduleOf(upcoming, trouble.paused, trouble.deliveries, now) };
    });
  },
};
