/**
 * Stored rows and the records the API answers, for every record type: one mapping, derived from the contract's
 * storage description (times as ISO 8601 text, hidden columns left out), used by the server's repositories and the
 * in-memory API alike.
 */
import {
  asset,
  assetRenditions,
  FOCAL_SCALE,
  blog,
  category,
  contact,
  CONTACT_STATUSES,
  contentKey,
  ENQUIRY_CATEGORIES,
  enquiry,
  isTimeColumn,
  meta,
  type Columns,
  type RowOf,
  type StorageDef,
  webhook,
  WEBHOOK_EVENTS,
  redirect,
} from '../contract/index.ts';
import { effectiveStatus } from './publishing.ts';
import { iso } from './time.ts';

export type BlogRow = RowOf<typeof blog.storage.columns>;
export type CategoryRow = RowOf<typeof category.storage.columns>;
export type MetaRow = RowOf<typeof meta.storage.columns>;
export type ContactRow = RowOf<typeof contact.storage.columns>;
export type EnquiryRow = RowOf<typeof enquiry.storage.columns>;
export type ContentKeyRow = RowOf<typeof contentKey.storage.columns>;
export type WebhookRow = RowOf<typeof webhook.storage.columns>;
export type RedirectRow = RowOf<typeof redirect.storage.columns>;

type TimeKeys<C extends Columns> = { [K in keyof C]: C[K] extends 'time' | 'time?' ? K : never }[keyof C];
/** A row as the API answers it: hidden columns left out, times as ISO text. */
export type WireOf<C extends Columns, H extends string> = {
  [K in Exclude<keyof C, H>]: K extends TimeKeys<C> ? (C[K] extends 'time' ? string : string | null) : RowOf<C>[K];
};

/** The row → record mapping of a table: made once, applied to every row of a list. */
export function wireOf<C extends Columns, H extends string = never>(
  storage: StorageDef<C>,
): (row: RowOf<C>) => WireOf<C, H> {
  const hidden = new Set(storage.hidden);
  const keys = Object.keys(storage.columns).filter((key) => !hidden.has(key));
  const times = new Set(keys.filter((key) => isTimeColumn(storage.columns[key]!)));
  return (row) => {
    const wire: Record<string, unknown> = {};
    const stored = row as Record<string, unknown>;
    for (const key of keys) {
      const value = stored[key] ?? null;
      wire[key] = times.has(key) ? iso(value as number | null) : value;
    }
    return wire as WireOf<C, H>;
  };
}

const blogWire = wireOf<typeof blog.storage.columns, 'blogUrlKey' | 'bodyText'>(blog.storage);
/** A blog post as the API answers it: a scheduled post whose time has come says published. */
export const toBlog = (row: BlogRow, now: number) => ({ ...blogWire(row), status: effectiveStatus(row, now) });

const categoryWire = wireOf<typeof category.storage.columns, 'categoryKey' | 'categoryUrlKey'>(category.storage);
/** A category with the number of live posts in it. */
export const toCategory = (row: CategoryRow, blogCount: number) => ({ ...categoryWire(row), blogCount });

export const toMeta = wireOf<typeof meta.storage.columns, 'metaUrlKey'>(meta.storage);
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

const contactWire = wireOf(contact.storage);
export const toContact = (row: ContactRow) => ({
  ...contactWire(row),
  status: oneOf(CONTACT_STATUSES, row.status, 'new'),
});

const enquiryWire = wireOf(enquiry.storage);
export const toEnquiry = (row: EnquiryRow) => ({
  ...enquiryWire(row),
  enquiryCategory: oneOf(ENQUIRY_CATEGORIES, row.enquiryCategory, 'PAGE'),
});

/** A content key as the list answers it: its name and who made it when, never the key or its hash. */
export const toContentKey = wireOf<typeof contentKey.storage.columns, 'keyHash'>(contentKey.storage);

const webhookWire = wireOf<typeof webhook.storage.columns, 'secret' | 'busyUntil'>(webhook.storage);
/** A webhook as the API answers it: its events as a list, `active` as a boolean, never its secret. */
export const toWebhook = (row: WebhookRow) => ({
  ...webhookWire(row),
  events: WEBHOOK_EVENTS.filter((event) => String(row.events).split(',').includes(event)),
  active: Number(row.active) === 1,
  failures: Number(row.failures),
});

const redirectWire = wireOf<typeof redirect.storage.columns, 'fromKey' | 'toKey'>(redirect.storage);
/** A redirect as the API answers it: `auto` as a boolean. */
export const toRedirect = (row: RedirectRow) => ({
  ...redirectWire(row),
  status: Number(row.status) as 301 | 302 | 307 | 308,
  auto: Number(row.auto) === 1,
  hits: Number(row.hits),
});

export type BlogWire = ReturnType<typeof toBlog>;
export type CategoryWire = ReturnType<typeof toCategory>;
export type MetaWire = ReturnType<typeof toMeta>;

export type AssetRow = RowOf<typeof asset.storage.columns>;
const assetWire = wireOf<typeof asset.storage.columns, 'folder'>(asset.storage);
const NO_RENDITIONS = { widths: [], crops: { square: null, wide: null }, focal: null };

/** Which renditions a row says exist; '' (none yet) or anything unreadable is none. */
export function renditionsOf(row: Pick<AssetRow, 'renditions'>) {
  try {
    const parsed = assetRenditions().safeParse(row.renditions ? JSON.parse(row.renditions) : undefined);
    return parsed.success ? parsed.data : NO_RENDITIONS;
  } catch {
    return NO_RENDITIONS;
  }
}

/** An asset as the API answers it, with the number of posts and meta pages that use it. */
export const toAsset = (row: AssetRow, usedBy: number) => ({
  ...assetWire(row),
  decorative: row.decorative === 1,
  focalX: row.focalX / FOCAL_SCALE,
  focalY: row.focalY / FOCAL_SCALE,
  renditions: renditionsOf(row),
  usedBy,
});
export type AssetWire = ReturnType<typeof toAsset>;
