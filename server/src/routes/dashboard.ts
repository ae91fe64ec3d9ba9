/** `GET /dashboard/summary` (docs/api.md#dashboard): every count the dashboard shows. */
import { dashboardSchedule, dashboardSummary, resultOf } from '../../../src/contract/index.ts';
import { iso } from '../db/errors.ts';
import { upcomingMoments } from '../db/dashboard.ts';
import { webhookProblems } from '../db/webhooks.ts';
import { dashboardCounts } from '../db/dashboard.ts';
import { answers } from '../http/openapi.ts';
import type { Routes } from './types.ts';

import { DAY_MS } from '../db/dashboard.ts';

export { DAY_MS, RECENT_ENQUIRY_DAYS } from '../db/dashboard.ts';

export const dashboardRoutes: Routes = {
  admin(app, { db, config }) {
    app.get('/dashboard/summary', { schema: { response: answers(resultOf(dashboardSummary)) } }, async () => {
      const n = await dashboardCounts(db, config.now());
      return {
        result: {
          totalBlogs: n('totalBlogs'),
          categories: n('categories'),
          metaPages: n('metaPages'),
          totalContacts: n('enquiries') + n('contactMessages'),
          contactMessages: n('contactMessages'),
          enquiries: n('enquiries'),
          newContacts: n('newContacts'),
          enquiriesLast7Days: n('enquiriesLast7Days'),
          drafts: n('drafts'),
          scheduled: n('scheduled'),
          trashed: n('trashed'),
          seoProblems: n('seoProblems'),
        },
      };
    });
    // The dashboard's Schedule card (issue 29): the week ahead, and anything in the webhooks that needs a person.
    app.get('/dashboard/schedule', { schema: { response: answers(dashboardSchedule) } }, async () => {
      const now = config.now();
      const [upcoming, trouble] = await Promise.all([upcomingMoments(db, now, now + 7 * DAY_MS), webhookProblems(db)]);
      return {
        result: {
          upcoming: upcoming.map((row) => ({ ...row, at: iso(row.at) })),
          problems: [
            ...trouble.paused.map((hook) => ({
              kind: 'paused' as const,
              webhookId: hook.id,
              webhookName: hook.name,
              deliveryId: null,
              event: null,
              error: 'Paused after 20 failed deliveries in a row',
              at: iso(hook.pausedAt ?? now),
              nextAttemptAt: null,
            })),
            ...trouble.deliveries.map((row) => ({
              kind: row.status === 'failed' ? ('failed' as const) : ('retrying' as const),
              webhookId: row.webhookId,
              webhookName: row.name,
              deliveryId: row.id,
              event: row.event,
              error: row.error,
              at: iso(row.at),
              nextAttemptAt: row.nextAttemptAt === null ? null : iso(row.nextAttemptAt),
            })),
          ],
        },
      };
    });
  },
};
