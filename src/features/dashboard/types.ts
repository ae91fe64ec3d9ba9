import type { RecordType } from '@/shared/records/recordTypes';

/** The record types the activity log names: every record type. */
export type ActivityType = RecordType;

/** One Recent Activity row (docs/api.md#activity). */
export interface Activity {
  id: number;
  action: string;
  type: ActivityType;
  recordId: string;
  recordLabel: string;
  actor: string;
  createdAt: string;
  /** Whether the record is still there. */
  exists: boolean;
}

/** The four summary cards (docs/panel.md#dashboard) plus "new contacts" (= total contacts). */
export interface DashboardCounts {
  totalBlogs: number;
  categories: number;
  metaPages: number;
  totalContacts: number;
  newContacts: number;
}

/** `GET /dashboard/summary`'s `result`: counts from the server's database. */
export interface DashboardSummary {
  totalBlogs: number;
  categories: number;
  metaPages: number;
  /** Enquiries plus general contact messages (the spec's Total Contacts card). */
  totalContacts: number;
  contactMessages: number;
  enquiries: number;
  /** General contact messages still marked new. */
  newContacts: number;
  /** Enquiries received in the last 7 days. */
  enquiriesLast7Days: number;
  drafts: number;
  /** Posts whose scheduled time is still ahead. */
  scheduled: number;
  /** Items in the trash (every type). */
  trashed: number;
  /** Blog posts and meta pages with at least one SEO problem (the /seo report's total). */
  seoProblems: number;
}
