/** `GET /dashboard/summary` (docs/api.md#dashboard): every count the dashboard shows. */
import { dashboardSummary, resultOf } from '../../../src/contract/index.ts';
import { dashboardCounts } from '../db/dashboard.ts';
import { answers } from '../http/openapi.ts';
import type { Routes } from './types.ts';

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
  },
};
