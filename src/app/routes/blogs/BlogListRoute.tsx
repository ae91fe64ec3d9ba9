import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { prefetchBlogList } from '@/features/blogs/atoms';
import { isBlogSort, type BlogListUrlState } from '@/features/blogs/listParams';
import { isBlogStatus } from '@/features/blogs/publishing';
import { BlogListScreen } from '@/features/blogs/screens/BlogListScreen';
import { pageFrom, toSearch } from '../contacts/urlState';
import { prefetchLoader } from '../prefetch';
import { useCategoryChoices } from './useCategoryChoices';

/** The screen's URL state from the query string. */
function urlState(search: URLSearchParams): BlogListUrlState {
  const sort = search.get('sort');
  const status = search.get('status');
  return {
    page: pageFrom(search),
    q: search.get('q') ?? undefined,
    sort: isBlogSort(sort) ? sort : undefined,
    category: search.get('category') ?? undefined,
    status: isBlogStatus(status) ? status : undefined,
  };
}

/** Starts the page's list call while the shell and screen render. */
export const loader = prefetchLoader(({ queryClient, client }, url) =>
  prefetchBlogList(queryClient, client, urlState(url.searchParams)),
);

/** `/blog/list?page=&q=&sort=&category=&status=` ↔ the screen's URL state; a `notice` in the history state is shown once. */
export function BlogListRoute() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = urlState(search);
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  return (
    <BlogListScreen
      params={params}
      onParamsChange={(next) => setSearch(toSearch({ ...next }), { state: location.state as unknown })}
      onCreate={() => void navigate('/blog/create')}
      onEdit={(blogId) => void navigate(`/blog/edit/${encodeURIComponent(blogId)}`)}
      categories={useCategoryChoices().names}
      notice={notice}
      onDismissNotice={() => void navigate({ search: location.search }, { replace: true, state: null })}
    />
  );
}
