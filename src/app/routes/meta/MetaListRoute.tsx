import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MetaListScreen } from '@/features/meta/screens/MetaListScreen';
import type { MetaListParams, MetaSort } from '@/features/meta/types';
import { useRouteNotice } from '../routeNotice';

const SORTS: readonly MetaSort[] = ['newest', 'oldest', 'title'];

/** `/meta/list?q=&sort=&page=`: the URL holds the list state, so a refresh or a shared link shows the same view. */
export function MetaListRoute() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { notice, dismiss } = useRouteNotice();
  const page = Number(search.get('page'));
  const sort = search.get('sort') as MetaSort | null;
  const params: MetaListParams = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: search.get('q') || undefined,
    sort: sort && SORTS.includes(sort) ? sort : undefined,
  };
  const onParamsChange = useCallback(
    (next: MetaListParams) => {
      const url = new URLSearchParams();
      if (next.q) url.set('q', next.q);
      if (next.sort && next.sort !== 'newest') url.set('sort', next.sort);
      if (next.page && next.page > 1) url.set('page', String(next.page));
      setSearch(url);
    },
    [setSearch],
  );
  return (
    <MetaListScreen
      notice={notice}
      onDismissNotice={dismiss}
      params={params}
      onParamsChange={onParamsChange}
      onCreate={() => void navigate('/meta/create')}
      onEdit={(id) => void navigate(`/meta/edit/${id}`)}
    />
  );
}
