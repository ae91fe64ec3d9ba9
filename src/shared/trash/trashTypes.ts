import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../query/queryKeys';
import {
  namedRecord,
  RECORD_TYPE_INFO,
  recordTypeLabel,
  TRASHED_TYPES,
  type TrashedType,
} from '../records/recordTypes';

/** The record types the trash holds (docs/api.md#trash): every record type but those kept out of it. */
export const TRASH_TYPES: readonly TrashedType[] = TRASHED_TYPES;
export type TrashType = TrashedType;

/** What the trash calls a record of each type, in the Trash screen's type column and filter. */
export const TRASH_TYPE_LABEL = Object.fromEntries(TRASH_TYPES.map((type) => [type, recordTypeLabel(type)])) as Record<
  TrashType,
  string
>;

/** A trashed record as the Undo and the Trash screen name it. */
export interface TrashedRecord {
  type: TrashType;
  /** The record's numeric id. */
  id: number;
  /** blogTitle, category name, metaTitle, the sender's name (email when there is none), or a redirect's `from`. */
  label: string;
}

/**
 * A trashed record as a toast's `actsOn` names it (`trash:blog:12`): the Trash screen's Restore and Delete forever
 * take Undo off the toasts of what they restored or erased.
 */
export const trashKey = ({ type, id }: Pick<TrashedRecord, 'type' | 'id'>) => `trash:${type}:${id}`;
/** Matches every trashed record's key (Empty trash). */
export const isTrashKey = (key: string) => key.startsWith('trash:');

/** The toast after a delete (docs/panel.md#using-the-panel): `Blog post "X" moved to the trash.`, `Message from X…`. */
export function trashedMessage({ type, label }: Pick<TrashedRecord, 'type' | 'label'>): string {
  return `${namedRecord(type, label)} moved to the trash.`;
}

/**
 * The queries a trash or restore of `type` changes: its own lists and records (and those it counts in), the trash,
 * the activity log and the dashboard.
 */
export function queriesChangedBy(type: TrashType): QueryKey[] {
  return [...RECORD_TYPE_INFO[type].queries, queryKeys.trash.all, queryKeys.activity.all, queryKeys.dashboard.summary];
}
