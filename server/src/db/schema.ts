import type { Generated } from 'kysely';
import type { RevisionRow, TrashItem } from '../../../src/domain/store.ts';
import type { DeliveryLine } from '../../../src/domain/dashboard.ts';
import type {
  asset,
  blog,
  category,
  ColumnValue,
  contact,
  contentKey,
  webhook,
  redirect,
  enquiry,
  meta,
  StorageDef,
} from '../../../src/contract/index.ts';
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

/**
 * A record type's table, from its storage description in the contract (src/contract/storage.ts): the generated id
 * and the columns with a database default may be left out of an insert.
 */
type TableOf<S> =
  S extends StorageDef<infer C, infer D>
    ? { -readonly [K in keyof C]: K extends D | 'id' ? Generated<ColumnValue<C[K]>> : ColumnValue<C[K]> }
    : never;

export type CategoriesTable = TableOf<typeof category.storage>;
export type BlogsTable = TableOf<typeof blog.storage>;
export type MetasTable = TableOf<typeof meta.storage>;
export type EnquiriesTable = TableOf<typeof enquiry.storage>;
export type ContactsTable = TableOf<typeof contact.storage>;
export type ContentKeysTable = TableOf<typeof contentKey.storage>;
export type AssetsTable = TableOf<typeof asset.storage>;
export type WebhooksTable = TableOf<typeof webhook.storage>;
export type RedirectsTable = TableOf<typeof redirect.storage>;

/** One queued message for one webhook and its attempts (migration 0018): a `DeliveryLine` and what sends it. */
export interface WebhookDeliveriesTable extends Omit<DeliveryLine, 'id'> {
  id: Generated<number>;
  webhookId: number;
  /** The Standard Webhooks `webhook-id`: the same for a redelivery, so a receiver can tell a repeat. */
  messageId: string;
  /** The JSON body sent, as sent. */
  payload: string;
  lockedUntil: number | null;
}

/** A content change not yet announced by `site.changed`. */
export interface WebhookChangesTable {
  id: Generated<number>;
  at: number;
  /** JSON: `{event, key?, surrogateKeys}`. */
  change: string;
}

export interface WebhookStateTable {
  name: string;
  value: number;
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

/** Maintained by triggers (server/src/db/migrations/seoSchema.ts): never written by the application. */
type SeoFlagColumns = Record<SeoProblemCode, number>;

/** One row per blog post and meta page: the SEO report's facts, keys and problem flags (0/1). */
export interface SeoRecordsTable extends SeoFlagColumns, SeoRecordFacts {
  titleKey: string | null;
  descriptionKey: string | null;
  /** lower(title): the report's order after the problem count. */
  titleSort: string;
  /** How a duplicate's message names this record (seoExampleLabel). */
  label: string;
  /** A post's `bodyLinks` (src/lib/bodyLinks.ts), null for a meta page: the link checks' fact. */
  links: string | null;
  problemCount: number;
}

/** One row per link of a post's body to a path (migration 0021): which posts a changed path may fix or break. */
export interface BlogLinksTable {
  blogId: number;
  pathKey: string;
  /** The address as requested, for a link with a host; null for a relative link. */
  url: string | null;
}

/** Every address on another host a post links to, and its last check (services/linkChecks.ts). */
export interface LinkChecksTable {
  url: string;
  pathKey: string;
  /** The HTTP status of the last check; null when it got no answer or was never checked. */
  status: number | null;
  /** Why the last check counts as broken, in words ("answered 404"); null when it worked. */
  reason: string | null;
  /** 1 when the last check found the address broken (4xx, 5xx, no answer). */
  broken: Generated<number>;
  /** When it was last checked (epoch ms); 0: never. */
  checkedAt: Generated<number>;
}

/** Site-wide counts per record type: records with any problem, and records with each problem. */
export interface SeoSummaryTable extends SeoFlagColumns {
  type: SeoRecordType;
  records: number;
}

/** Site-wide settings the database's own rules read (the site's host for `off_site_url`: ./seoSite.ts). */
export interface SiteSettingsTable {
  name: string;
  value: string;
}

/** A trashed record: its row as JSON, the key it holds and when it is purged (src/domain/store.ts). */
export type TrashTable = TrashItem;

/** A kept revision of a blog post, meta page or category (src/domain/revisions.ts). */
export type RevisionsTable = RevisionRow;

/** A draft preview link: the token's hash, the post's row id, who made it and when it stops working. */
export interface PreviewLinksTable {
  tokenHash: string;
  blogRowId: number;
  createdBy: string;
  createdAt: number;
  expiresAt: number;
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
  siteSettings: SiteSettingsTable;
  blogLinks: BlogLinksTable;
  linkChecks: LinkChecksTable;
  trash: TrashTable;
  contentKeys: ContentKeysTable;
  revisions: RevisionsTable;
  previewLinks: PreviewLinksTable;
  assets: AssetsTable;
  webhooks: WebhooksTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookChanges: WebhookChangesTable;
  webhookState: WebhookStateTable;
  redirects: RedirectsTable;
  assetUses: AssetUsesTable;
}

/**
 * Which post or meta page uses which library image, and where (migration 0023): the media library's `usedBy`, its
 * "Unused" filter, the in-use refusal and `GET /media/usage/{id}` read it. Written with every write of a post, a meta
 * page or an asset, in its transaction (server/src/db/assetUses.ts).
 */
export interface AssetUsesTable {
  assetId: number;
  type: 'blog' | 'meta';
  /** The post's or meta page's row id. */
  recordId: number;
  place: 'featured' | 'body';
}
