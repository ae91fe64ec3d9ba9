import { useAtomValue } from 'jotai';
import { useListParams } from '@/shared/lists/useListParams';
import type { ListView } from '@/shared/query/listView';
import { categoryListAtom, categoryListParamsAtom } from '../../atoms';
import type { Category, CategoryListParams, CategorySort } from '../../types';

/** Cards per page: 24 fills the 1-, 2- and 3-column grids evenly. */
export const CATEGORY_PAGE_SIZE = 24;
/** The server's default order of categories (docs/api-contract.md). */
export const DEFAULT_CATEGORY_SORT: CategorySort = 'name';

/** The query the screen sends for its URL state: always paged, so a large list stays quick. */
export function categoryQuery(params: CategoryListParams): CategoryListParams {
  const q = params.q?.trim();
  return {
    page: params.page && params.page > 0 ? params.page : 1,
    pageSize: params.pageSize ?? CATEGORY_PAGE_SIZE,
    sort: params.sort ?? DEFAULT_CATEGORY_SORT,
    ...(q ? { q } : {}),
  };
}

/** The category list for the screen's URL state. */
export function useCategoryList(params: CategoryListParams): ListView<Category> {
  useListParams(categoryListParamsAtom, categoryQuery(params));
  return useAtomValue(categoryListAtom);
}
