import type { ListParams } from '../../shared/query/listView';

/** A category as the server sends it. */
export interface ServerCategory {
  id: number;
  category: string;
  categoryUrl: string;
  categoryDescription: string;
  createdAt: string;
  blogCount?: number;
  version?: number;
}

/** A category as screens use it (spec §3). */
export interface Category {
  id: number;
  name: string;
  description: string;
  categoryUrl: string;
  createdAt: string;
  /** Posts in this category (default 0). */
  blogCount: number;
  version: number;
}

/** The category form's values. */
export interface CategoryInput {
  name: string;
  description: string;
  categoryUrl: string;
}

export type CategorySort = 'newest' | 'oldest' | 'name';

export interface CategoryListParams extends ListParams {
  sort?: CategorySort;
}
