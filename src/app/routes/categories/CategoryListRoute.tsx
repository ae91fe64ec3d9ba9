import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CategoryListScreen } from '@/features/categories/screens/CategoryListScreen';
import type { CategoryListParams, CategorySort } from '@/features/categories/types';
import { useRouteNotice } from '../routeNotice';

const SORTS: readonly CategorySort[] = ['name', 'newest', 'oldest'];

/** `/category/list?q=&sort=&page=`: the URL holds the list state, so a refresh or a shared link shows the same view. */
export function CategoryListRoute() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { notice, dismiss } = useRouteNotice();
  const page = Number(search.get('page'));
  const sort = search.get('sort') as CategorySort | null;
  const params: CategoryListParams = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: search.get('q') || undefined,
    sort: sort && SORTS.includes(sort) ? sort : undefined,
  };
  const onParamsChange = useCallback(
    (next: CategoryListParams) => {
      const url = new URLSearchParams();
      if (next.q) url.set('q', next.q);
      if (next.sort && next.sort !== 'name') url.set('sort', next.sort);
      if (next.page && next.page > 1) url.set('page', String(next.page));
      setSearch(url);
    },
    [setSearch],
  );
  return (
    <CategoryListScreen
      notice={notice}
      onDismissNotice={dismiss}
      params={params}
      onParamsChange={onParamsChange}
      onCreate={() => void navigate('/category/create')}
      onEdit={(id) => void navigate(`/category/edit/${id}`)}
    />
  );
}
