import { useAtomValue } from 'jotai';
import { useListParams } from '@/shared/lists/useListParams';
import type { ListView } from '@/shared/query/listView';
import { metaListAtom, metaListParamsAtom } from '../../atoms';
import type { Meta, MetaListParams, MetaSort } from '../../types';

/** Cards per page: 12 fills the 1-, 2- and 3-column grids evenly. */
export const META_PAGE_SIZE = 12;
export const DEFAULT_META_SORT: MetaSort = 'newest';

/** The query the screen sends for its URL state: always paged, so a large list stays quick. */
export function metaQuery(params: MetaListParams): MetaListParams {
  const q = params.q?.trim();
  return {
    page: params.page && params.page > 0 ? params.page : 1,
    pageSize: params.pageSize ?? META_PAGE_SIZE,
    sort: params.sort ?? DEFAULT_META_SORT,
    ...(q ? { q } : {}),
  };
}

/** The meta list for the screen's URL state. */
export function useMetaList(params: MetaListParams): ListView<Meta> {
  useListParams(metaListParamsAtom, metaQuery(params));
  return useAtomValue(metaListAtom);
}
