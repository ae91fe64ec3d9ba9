import type { Generated } from 'kysely';
import type { SeoProblemCode, SeoRecordFacts, SeoRecordType } from '../../../src/lib/seoProblems.ts';

/** Portable columns only: epoch-ms integers, 0/1 integers, text. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: number;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  verified: number;
  createdAt: number;
  lastSeenAt: number;
  otpHash: string | null;
  otpExpiresAt: number | null;
  otpAttempts: number;
}

export interface RateLimitsTable {
  key: string;
  windowStart: number;
  count: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  category: string;
  /** `categoryNameKey(category)` (src/lib/uniqueKeys.ts), UNIQUE. */
  categoryKey: string;
  categoryUrl: string;
  categoryDescription: string;
  createdAt: number;
  version: number;
}

export interface BlogsTable {
  id: Generated<number>;
  blogId: string;
  blogTitle: string;
  blogUrl: string;
  /** `pageUrlKey(blogUrl)` (src/lib/uniqueKeys.ts), not unique; null for rows written around the API (bench seed). */
  blogUrlKey: Generated<string | null>;
  metaTitle: string;
  metaDescription: string;
  description: string;
  /** The text of `description` (`bodyTextOf`, src/lib/fullText.ts), indexed for full-text search; null only for rows
   * written around the API (tests, bench seed without it): their body words are not found. */
  bodyText: Generated<string | null>;
  category: string;
  creator: string;
  changer: string;
  channel: string;
  createdDate: number;
  changedDate: number;
  imageUrl: string | null;
  version: number;
  /** As stored: `published`, `draft` or `scheduled` (a scheduled post is published once `publishAt` has passed). */
  status: Generated<string>;
  /** Scheduled posts only: when it becomes visible (epoch ms). */
  publishAt: number | null;
  /** The moment the post first became visible (or will, when scheduled); null for a post never published. */
  publishedAt: number | null;
}

export interface MetasTable {
  id: Generated<number>;
  metaTitle: string;
  metaUrl: string;
  /** `pageUrlKey(metaUrl)` (src/lib/uniqueKeys.ts), UNIQUE; null only between migration 0003's steps. */
  metaUrlKey: string | null;
  pageMeta: string;
  metaDescription: string;
  image: string | null;
  creator: string;
  changer: string;
  createdDate: number;
  changedDate: number;
  version: number;
}

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  emailId: string;
  phoneNo: string;
  country: string;
  service: string;
  message: string;
  ip: string;
  enquiryCategory: string;
  enquiryPage: string;
  channel: string;
  changer: string | null;
  version: number;
  createdDate: number;
}

export interface ContactsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  createdAt: number;
}

export interface ActivityTable {
  id: Generated<number>;
  action: string;
  type: string;
  recordId: string;
  recordLabel: string;
  actor: string;
  createdAt: number;
}

/** Maintained by triggers (migration 0007, server/src/db/migrations/0007_seo_flags.ts): never written by the application. */
type SeoFlagColumns = Record<SeoProblemCode, number>;

/** One row per blog post and meta entry: the SEO report's facts, keys and problem flags (0/1). */
export interface SeoRecordsTable extends SeoFlagColumns, SeoRecordFacts {
  titleKey: string | null;
  descriptionKey: string | null;
  /** lower(title): the report's order after the problem count. */
  titleSort: string;
  /** How a duplicate's message names this record (seoExampleLabel). */
  label: string;
  problemCount: number;
}

/** Site-wide counts per record type: records with any problem, and records with each problem. */
export interface SeoSummaryTable extends SeoFlagColumns {
  type: SeoRecordType;
  records: number;
}

/** A trashed record (issue 14): its row as JSON, the key it holds and when it is purged. */
export interface TrashTable {
  /** `blog` | `category` | `meta` | `contact` | `enquiry`; with `id`, the primary key. */
  type: string;
  /** The record's own id (restored with it). */
  id: number;
  /** What the activity log shows: a blog's `blogId`, the numeric id as text for the others. */
  recordId: string;
  label: string;
  /** The unique key the record holds while trashed: blogId, categoryKey or metaUrlKey; null for messages. */
  uniqueKey: string | null;
  /** The removed row, as JSON. */
  data: string;
  /** The upload file (blogs, meta) erased on purge. */
  image: string | null;
  deletedAt: number;
  deletedBy: string;
  purgeAt: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  rateLimits: RateLimitsTable;
  categories: CategoriesTable;
  blogs: BlogsTable;
  metas: MetasTable;
  enquiries: EnquiriesTable;
  contacts: ContactsTable;
  activity: ActivityTable;
  seoRecords: SeoRecordsTable;
  seoSummary: SeoSummaryTable;
  trash: TrashTable;
}
