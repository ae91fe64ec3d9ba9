import type { TrashType } from '@/shared/trash';

/** One item of the trash as `GET /trash/list` answers it (docs/api.md#trash). */
export interface TrashItem {
  type: TrashType;
  /** The record's numeric id (what restore and purge name). */
  id: number;
  /** What the activity log shows: a blog's blogId, the numeric id otherwise. */
  recordId: string;
  /** blogTitle, category name, metaTitle, or the sender's name (email when there is none). */
  label: string;
  /** ISO date-time the record was moved to the trash. */
  deletedAt: string;
  /** Display name of who deleted it. */
  deletedBy: string;
  /** ISO date-time it will be deleted forever by itself. */
  purgeAt: string;
}

/** The Trash screen's URL state and the list call's query. */
export interface TrashListParams {
  type?: TrashType;
  q?: string;
  page?: number;
  pageSize?: number;
}
