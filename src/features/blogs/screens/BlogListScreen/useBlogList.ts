import { useAtomValue } from 'jotai';
import { useSyncedParams } from '@/shared/query/useSyncedParams';
import type { ListView } from '@/shared/query/listView';
import { blogListAtom, blogListParamsAtom } from '../../atoms';
import { toBlogQuery, type BlogListUrlState } from '../../listParams';
import type { Blog } from '../../types';

/** The list for a URL state: paged by the server; `loading` until the params reach the query atom. */
export function useBlogList(state: BlogListUrlState): ListView<Blog> {
  const synced = useSyncedParams(blogListParamsAtom, toBlogQuery(state));
  const list = useAtomValue(blogListAtom);
  return synced ? list : { ...list, status: 'loading', items: [] };
}
