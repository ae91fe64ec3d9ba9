import { requireSession, type RouteContext } from '../context';
import { ok, type MockReply } from '../http';
import { effectiveStatus } from '@/domain/publishing';
import { reportedRecords } from './seo';

const RECENT_ENQUIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** `GET /dashboard/summary`: the server's counts (server/src/routes/dashboard.ts), from the live records. */
export function dashboardRoutes(ctx: RouteContext): MockReply | null {
  if (ctx.segments[0] !== 'dashboard' || ctx.segments[1] !== 'summary' || ctx.method !== 'GET') return null;
  requireSession(ctx);
  const now = ctx.now();
  const since = now.getTime() - RECENT_ENQUIRY_MS;
  const statuses = ctx.db.blogs.map((row) => effectiveStatus(row, now.getTime()));
  return ok({
    result: {
      totalBlogs: ctx.db.blogs.length,
      categories: ctx.db.categories.length,
      metaPages: ctx.db.metas.length,
      totalContacts: ctx.db.enquiries.length + ctx.db.contacts.length,
      contactMessages: ctx.db.contacts.length,
      enquiries: ctx.db.enquiries.length,
      newContacts: ctx.db.contacts.filter((row) => row.status === 'new').length,
      enquiriesLast7Days: ctx.db.enquiries.filter((row) => row.createdDate >= since).length,
      drafts: statuses.filter((status) => status === 'draft').length,
      scheduled: statuses.filter((status) => status === 'scheduled').length,
      trashed: ctx.db.trash.length,
      seoProblems: reportedRecords(ctx).length,
    },
  });
}
