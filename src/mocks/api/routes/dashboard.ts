import type { RouteContext, Routes } from '../context';
import { ok } from '../http';
import {
  DAY_MS,
  dashboardSummaryOf,
  moment,
  RECENT_ENQUIRY_DAYS,
  SCHEDULE_DAYS,
  scheduleOf,
  TROUBLED_DELIVERIES_MAX,
  type DashboardCount,
} from '@/domain/dashboard';
import { effectiveStatus } from '@/domain/publishing';
import { reportedRecords } from './seo';

/** What the server's one statement counts (server/src/db/dashboard.ts), from the live records. */
function counts(ctx: RouteContext, now: number): Record<DashboardCount, number> {
  const { db } = ctx;
  const statuses = db.blogs.map((row) => effectiveStatus(row, now));
  return {
    totalBlogs: db.blogs.length,
    categories: db.categories.length,
    metaPages: db.metas.length,
    contactMessages: db.contacts.length,
    enquiries: db.enquiries.length,
    newContacts: db.contacts.filter((row) => row.status === 'new').length,
    enquiriesLast7Days: db.enquiries.filter((row) => row.createdDate >= now - RECENT_ENQUIRY_DAYS * DAY_MS).length,
    drafts: statuses.filter((status) => status === 'draft').length,
    scheduled: statuses.filter((status) => status === 'scheduled').length,
    trashed: db.trash.length,
    seoProblems: reportedRecords(ctx).length,
  };
}

/** What the server's queries find for the Schedule card (server/src/db/dashboard.ts, webhooks.ts). */
function schedule(ctx: RouteContext, now: number) {
  const { db } = ctx;
  const within = (at: number | null): at is number => at !== null && at > now && at <= now + SCHEDULE_DAYS * DAY_MS;
  const moments = [
    ...db.blogs
      .filter((row) => row.status === 'scheduled' && within(row.publishAt))
      .map((row) => moment(row, 'publish', row.publishAt!)),
    ...db.blogs
      .filter((row) => row.status !== 'draft' && within(row.unpublishAt))
      .map((row) => moment(row, 'unpublish', row.unpublishAt!)),
  ];
  const hooks = new Map(db.webhooks.map((hook) => [hook.id, hook]));
  const paused = db.webhooks.filter((hook) => hook.pausedAt !== null && Number(hook.active) === 0);
  const troubled = db.deliveries
    .filter((row) => (row.status === 'failed' || row.status === 'retrying') && hooks.has(row.webhookId))
    .sort((a, b) => b.id - a.id)
    .slice(0, TROUBLED_DELIVERIES_MAX)
    .map((row) => ({ ...row, name: hooks.get(row.webhookId)?.name ?? '' }));
  return scheduleOf(moments, paused, troubled, now);
}

/** `GET /dashboard/summary` and `GET /dashboard/schedule`: the answers are src/domain/dashboard.ts. */
export const dashboardRoutes: Routes = {
  'GET /dashboard/summary': (ctx) => {
    const n = counts(ctx, ctx.now().getTime());
    return ok({ result: dashboardSummaryOf((key) => n[key]) });
  },
  'GET /dashboard/schedule': (ctx) => ok({ result: schedule(ctx, ctx.now().getTime()) }),
};
