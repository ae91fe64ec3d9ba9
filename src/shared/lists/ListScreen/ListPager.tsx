import { Pagination } from '../../../ui/Pagination';
import type { ListView } from '../../query/listView';

export interface ListPagerProps {
  /** The list (its total and page size come from the server). */
  list: Pick<ListView<unknown>, 'total' | 'pageSize' | 'status'>;
  /** The current page, 1-based. */
  page: number;
  /** Called with the page to show. */
  onPage: (page: number) => void;
}

/**
 * Pagination under a server-paged list: nothing while the list loads or failed, or when everything fits on one
 * page; disabled while the next page is on its way.
 */
export function ListPager({ list, page, onPage }: ListPagerProps) {
  const pageCount = list.pageSize ? Math.ceil(list.total / list.pageSize) : 1;
  if (pageCount <= 1 || list.status === 'error' || list.status === 'loading') return null;
  return <Pagination page={page} pageCount={pageCount} onPageChange={onPage} disabled={list.status === 'refreshing'} />;
}
