import type { QueryKey } from '@tanstack/react-query';
import type { RecordType } from '@/contract';
import { NOUNS, type NounForms } from '../../lib/plural';
import { queryKeys } from '../query/queryKeys';

export type { RecordType };

/** How the panel names, colours and refreshes one record type (the contract's `RESOURCES` says what it is). */
export interface RecordTypeInfo {
  /** The counted noun ("3 blog posts", "this blog post"); capitalised, the type's name ("Blog post", "Blog posts"). */
  noun: NounForms;
  /** The type in one word: the activity log's type ("Blog"). */
  short: string;
  /** Its colour in the activity log (docs/panel.md#dashboard). */
  tone: 'blue' | 'purple' | 'indigo' | 'green';
  /** How a toast names a record called `label`; `Blog post "X"` unless given. */
  named?: (label: string) => string;
  /** The query roots a trash or restore of a record changes: its own first (a post changes its category's count). */
  queries: readonly QueryKey[];
  /** False for a type that never enters the trash and that `GET /search` does not search (a content key). */
  trashAndSearch?: false;
  /** False for a type the trash holds but `GET /search` does not search (a redirect). */
  searched?: false;
}

/**
 * Every record type of the contract, in its order, as the panel words and refreshes it: the trash, the palette, the
 * dashboard and the toasts read their types from here. Its type holds it to the contract's `RecordType` (a type
 * added there fails the typecheck here until it has its line). Only that type is imported from the contract, so the
 * shell that reads this table loads neither the contract nor zod.
 */
export const RECORD_TYPE_INFO: Record<RecordType, RecordTypeInfo> = {
  blog: { noun: NOUNS.blogPost, short: 'Blog', tone: 'blue', queries: [queryKeys.blogs.all, queryKeys.categories.all] },
  category: {
    noun: NOUNS.category,
    short: 'Category',
    tone: 'purple',
    queries: [queryKeys.categories.all, queryKeys.blogs.all],
  },
  meta: { noun: NOUNS.metaEntry, short: 'Meta', tone: 'indigo', queries: [queryKeys.metas.all] },
  contact: {
    noun: { one: 'contact message', other: 'contact messages' },
    short: 'Contact',
    tone: 'green',
    named: (label) => `Message from ${label}`,
    queries: [queryKeys.contacts.all],
  },
  enquiry: {
    noun: NOUNS.enquiry,
    short: 'Enquiry',
    tone: 'green',
    named: (label) => `Enquiry from ${label}`,
    queries: [queryKeys.enquiries.all],
  },
  contentKey: {
    noun: { one: 'Content API key', other: 'Content API keys' },
    short: 'Content API key',
    tone: 'indigo',
    queries: [queryKeys.contentKeys.all],
    trashAndSearch: false,
  },
  asset: {
    noun: { one: 'image', other: 'images' },
    short: 'Image',
    tone: 'purple',
    queries: [queryKeys.assets.all, queryKeys.blogs.all, queryKeys.metas.all],
  },
  webhook: {
    noun: { one: 'webhook', other: 'webhooks' },
    short: 'Webhook',
    tone: 'indigo',
    queries: [['webhooks']],
    trashAndSearch: false,
  },
  redirect: {
    noun: { one: 'redirect', other: 'redirects' },
    short: 'Redirect',
    tone: 'indigo',
    named: (label) => `Redirect from "${label}"`,
    queries: [['redirects']],
    searched: false,
  },
};

/** The record types, in the contract's order (the palette groups its results in it). */
export const RECORD_TYPES = Object.keys(RECORD_TYPE_INFO) as RecordType[];

/** A record type the trash holds (all but a content key and a webhook, which a delete erases). */
export type TrashedType = Exclude<RecordType, 'contentKey' | 'webhook'>;

/** The record types the trash holds, in the contract's order. */
export const TRASHED_TYPES = RECORD_TYPES.filter(
  (type): type is TrashedType => RECORD_TYPE_INFO[type].trashAndSearch !== false,
);

/** A record type the trash holds and `GET /search` searches (not a redirect). */
export type TrashedAndSearchedType = Exclude<TrashedType, 'redirect'>;

/** The record types the trash holds and `GET /search` searches, in the same order. */
export const TRASHED_AND_SEARCHED_TYPES = TRASHED_TYPES.filter(
  (type): type is TrashedAndSearchedType => RECORD_TYPE_INFO[type].searched !== false,
);

const info = (type: RecordType) => RECORD_TYPE_INFO[type];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One record of the type: "Blog post", "Meta page" (the trash's type column and filter). */
export const recordTypeLabel = (type: RecordType): string => capitalised(info(type).noun.one);

/** Records of the type: "Blog posts", "Enquiries" (the palette's group of found records). */
export const recordTypePlural = (type: RecordType): string => capitalised(info(type).noun.other);

/** A record named in a toast: `Blog post "X"`, `Message from X`. */
export function namedRecord(type: RecordType, label: string): string {
  return info(type).named?.(label) ?? `${recordTypeLabel(type)} "${label}"`;
}
