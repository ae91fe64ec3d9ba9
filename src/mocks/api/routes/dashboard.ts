import { requireSession, type RouteContext } from '../context';
import { ok, type MockReply } from '../http';
import { effectiveStatus } from '@/domain/publishing';
import { reportedRecords } from './seo';

const RECENT_ENQUIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** `GET /dashboard/summary`: the server's counts (server/src/routes/dashboard.ts), from the live records. */
export function dashboardRoutes(ctx: RouteContext): MockReply | null {
  if (ctx.segments[0] === 'dashboard' && ctx.segments[1] === 'schedule' && ctx.method === 'GET') return schedule(ctx);
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

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * `GET /dashboard/schedule`: the posts that publish or unpublish in the next 7 days, soonest first (at most 50), every
 * paused webhook and the newest 20 deliveries failed or still retrying (server/src/db/dashboard.ts, webhooks.ts).
 */
function schedule(ctx: RouteContext): MockReply {
  requireSession(ctx);
  const now = ctx.now().getTime();
  const within = (at: number | null): at is number => at !== null && at > now && at <= now + WEEK_MS;
  const publishing = ctx.db.blogs
    .filter((row) => row.status === 'scheduled' && within(row.publishAt))
    .map((row) => ({ blogId: row.blogId, blogTitle: row.blogTitle, action: 'publish' as const, at: row.publishAt! }));
  const unpublishing = ctx.db.blogs
    .filter((row) => row.status !== 'draft' && within(row.unpublishAt))
    .map((row) => ({
      blogId: row.blogId,
      blogTitle: row.blogTitle,
      action: 'unpublish' as const,
      at: row.unpublishAt!,
    }));
  const upcoming = [...publishing, ...unpublishing]
    .sort((a, b) => a.at - b.at)
    .slice(0, 50)
    .map((row) => ({ ...row, at: iso(row.at) }));
  const hooks = new Map(ctx.db.webhooks.map((hook) => [hook.id, hook]));
  const paused = ctx.db.webhooks
    .filter((hook) => hook.pausedAt !== null && Number(hook.active) === 0)
    .map((hook) => ({
      kind: 'paused' as const,
      webhookId: hook.id,
      webhookName: hook.name,
      deliveryId: null,
      event: null,
      error: 'Paused after 20 failed deliveries in a row',
      at: iso(hook.pausedAt ?? now),
      nextAttemptAt: null,
    }));
  const troubled = ctx.db.deliveries
    .filter((row) => (row.status === 'failed' || row.status === 'retrying') && hooks.has(row.webhookId))
    .sort((a, b) => b.id - a.id)
    .slice(0, 20)
    .map((row) => ({
      kind: row.status === 'failed' ? ('failed' as const) : ('retrying' as const),
      webhookId: row.webhookId,
      webhookName: hooks.get(row.webhookId)?.name ?? '',
      deliveryId: row.id,
      event: row.event,
      error: row.error,
      at: iso(row.at),
      nextAttemptAt: row.nextAttemptAt === null ? null : iso(row.nextAttemptAt),
    }));
  return ok({ result: { upcoming, problems: [...paused, ...troubled] } });
}
