import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../query/queryKeys';

/** The record types the trash holds (docs/api.md#trash). */
export const TRASH_TYPES = ['blog', 'category', 'meta', 'contact', 'enquiry'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

/** What the trash calls a record of each type, in the Trash screen's type column and filter. */
export const TRASH_TYPE_LABEL: Record<TrashType, string> = {
  blog: 'Blog post',
  category: 'Category',
  meta: 'Meta entry',
  contact: 'Contact message',
  enquiry: 'Enquiry',
};

/** A trashed record as the Undo and the Trash screen name it. */
export interface TrashedRecord {
  type: TrashType;
  /** The record's numeric id. */
  id: number;
  /** blogTitle, category name, metaTitle, or the sender's name (email when there is none). */
  label: string;
}

/**
 * The toast after a delete (docs/panel.md#using-the-panel): `Blog post "X" moved to the trash.`, `Message from X …`.
 */
export function trashedMessage({ type, label }: Pick<TrashedRecord, 'type' | 'label'>): string {
  switch (type) {
    case 'contact':
      return `Message from ${label} moved to the trash.`;
    case 'enquiry':
      return `Enquiry from ${label} moved to the trash.`;
    default:
      return `${TRASH_TYPE_LABEL[type]} "${label}" moved to the trash.`;
  }
}

/**
 * The queries a trash or restore of `type` changes: its own lists and records, the trash, the activity log and the
 * dashboard. A blog post also changes its category's post count; a category, the blog form's choices.
 */
export function queriesChangedBy(type: TrashType): QueryKey[] {
  const own: Record<TrashType, QueryKey[]> = {
    blog: [queryKeys.blogs.all, queryKeys.categories.all],
    category: [queryKeys.categories.all, queryKeys.blogs.all],
    meta: [queryKeys.metas.all],
    contact: [queryKeys.contacts.all],
    enquiry: [queryKeys.enquiries.all],
  };
  return [...own[type], queryKeys.trash.all, queryKeys.activity.all, queryKeys.dashboard.summary];
}
