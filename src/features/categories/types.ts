import type { CategoryRecord, categoryFields, ScreenValues } from '@/contract';
import type { ListParams } from '../../shared/query/listView';

/** A category as the server sends it (the contract's `categoryRecord`; older servers sent no count or version). */
export type ServerCategory = Omit<CategoryRecord, 'blogCount' | 'version'> &
  Partial<Pick<CategoryRecord, 'blogCount' | 'version'>>;

/** The category form's values: `name`, `description`, `categoryUrl` (the contract's screen names). */
export type CategoryInput = ScreenValues<typeof categoryFields>;

/** A category as screens use it (docs/panel.md#records-on-screen). */
export interface Category extends CategoryInput {
  id: number;
  createdAt: string;
  /** Posts in this category (default 0). */
  blogCount: number;
  version: number;
}

export type CategorySort = 'newest' | 'oldest' | 'name';

export interface CategoryListParams extends ListParams {
  sort?: CategorySort;
}
