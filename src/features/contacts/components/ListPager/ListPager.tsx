import type { ListView } from '@/shared/query/listView';
import { Pagination } from '@/ui/Pagination';

export interface ListPagerProps {
  /** The list (its total and page size come from the server). */
  list: Pick<ListView<unknown>, 'total' | 'pageSize' | 'status'>;
  /** The current page, 1-based. */
  page: number;
  /** Called with the page to show. */
  onPage: (page: number) => void;
}

/** Pagination under a server-paged list; nothing when everything fits on one page or the list failed. */
export function ListPager({ list, page, onPage }: ListPagerProps) {
  const pageCount = list.pageSize ? Math.ceil(list.total / list.pageSize) : 1;
  if (pageCount <= 1 || list.status === 'error') return null;
  return <Pagination page={page} pageCount={pageCount} onPageChange={onPage} disabled={list.status === 'refreshing'} />;
}
