/**
 * The dashboard's answers (docs/api.md#dashboard) and a webhook's delivery log from what the storage counts and finds:
 * the server reads them with SQL, the in-memory API from its tables; both answer through these.
 */
import { iso } from './time.ts';

/** "Enquiries in the last 7 days": the window the dashboard counts and the enquiry lists' `days=7` filter shows. */
export const RECENT_ENQUIRY_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the Schedule card looks. */
export const SCHEDULE_DAYS = 7;
/** The most upcoming moments, and failed or retrying deliveries, the Schedule card lists. */
export const UPCOMING_MAX = 50;
export const TROUBLED_DELIVERIES_MAX = 20;

/** What the storage counts (`enquiries` and `contactMessages` make `totalContacts`). */
export type DashboardCount =
  | 'totalBlogs'
  | 'categories'
  | 'metaPages'
  | 'contactMessages'
  | 'enquiries'
  | 'newContacts'
  | 'enquiriesLast7Days'
  | 'drafts'
  | 'scheduled'
  | 'trashed'
  | 'seoProblems';

/** `GET /dashboard/summary`'s `result`. */
export const dashboardSummaryOf = (n: (key: DashboardCount) => number) => ({
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
});

/** A post that publishes or unpublishes at `at`. */
export interface Moment {
  blogId: string;
  blogTitle: string;
  action: 'publish' | 'unpublish';
  at: number;
}

/** A post's moment: `at` is its `publishAt` or its `unpublishAt`. */
export const moment = (row: { blogId: string; blogTitle: string }, action: Moment['action'], at: number): Moment => ({
  blogId: row.blogId,
  blogTitle: row.blogTitle,
  action,
  at,
});

/** The newest deliveries a webhook's log shows. */
export const DELIVERY_LOG_LIMIT = 50;

/** A delivery as the storage holds it (epoch ms). */
export interface DeliveryLine {
  id: number;
  event: string;
  attempt: number;
  status: string;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  at: number;
  nextAttemptAt: number | null;
}

/** A delivery as `GET /webhooks/deliveries/{id}` answers it. */
export const toDelivery = (row: DeliveryLine) => ({
  id: row.id,
  event: row.event,
  attempt: row.attempt,
  status: row.status as 'pending' | 'succeeded' | 'retrying' | 'failed',
  responseStatus: row.responseStatus,
  durationMs: row.durationMs,
  error: row.error,
  at: iso(row.at) ?? '',
  nextAttemptAt: iso(row.nextAttemptAt),
});

/**
 * `GET /dashboard/schedule`'s `result`: the soonest `UPCOMING_MAX` moments, every paused webhook, and the newest failed or retrying
 * deliveries (`troubled`, newest first, each with its webhook's name).
 */
export function scheduleOf(
  moments: readonly Moment[],
  paused: readonly { id: number; name: string; pausedAt: number | null }[],
  troubled: readonly (Pick<DeliveryLine, 'id' | 'event' | 'status' | 'error' | 'at' | 'nextAttemptAt'> & {
    webhookId: number;
    name: string;
  })[],
  now: number,
) {
  return {
    upcoming: [...moments]
      .sort((a, b) => a.at - b.at)
      .slice(0, UPCOMING_MAX)
      .map((row) => ({ ...row, at: iso(row.at) ?? '' })),
    problems: [
      ...paused.map((hook) => ({
        kind: 'paused' as const,
        webhookId: hook.id,
        webhookName: hook.name,
        deliveryId: null,
        event: null,
        error: 'Paused after 20 failed deliveries in a row',
        at: iso(hook.pausedAt ?? now) ?? '',
        nextAttemptAt: null,
      })),
      ...troubled.map((row) => ({
        kind: row.status === 'failed' ? ('failed' as const) : ('retrying' as const),
        webhookId: row.webhookId,
        webhookName: row.name,
        deliveryId: row.id,
        event: row.event,
        error: row.error,
        at: iso(row.at) ?? '',
        nextAttemptAt: iso(row.nextAttemptAt),
      })),
    ],
  };
}
