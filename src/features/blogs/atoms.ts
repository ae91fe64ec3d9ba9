import { atom, type Getter } from 'jotai';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import type { ApiClient } from '../../shared/api/createApiClient';
import { defineWrite } from '../../shared/query/defineWrite';
import { toListView } from '../../shared/query/listView';
import { queryKeys } from '../../shared/query/queryKeys';
import { createBlog } from './api/createBlog';
import { deleteBlog } from './api/deleteBlog';
import { getBlog } from './api/getBlog';
import { listBlogs } from './api/listBlogs';
import { updateBlog } from './api/updateBlog';
import { toBlogQuery, type BlogListUrlState } from './listParams';
import type { BlogListParams } from './types';

/** Page, search, sort and category of the blog list; screens write it. */
export const blogListParamsAtom = atom<BlogListParams>({});

const blogListQuery = (client: ApiClient, params: BlogListParams) => ({
  queryKey: queryKeys.blogs.list(params),
  queryFn: () => listBlogs(client, params),
});

export const blogListQueryAtom = atomWithQuery((get: Getter) => ({
  ...blogListQuery(get(apiClientAtom), get(blogListParamsAtom)),
  // Paging and searching keep the current page on screen (refreshing) instead of flashing skeletons.
  placeholderData: keepPreviousData,
}));

/** Starts the list call of a URL state before the screen renders; the screen's query then finds it under its key. */
export function prefetchBlogList(queryClient: QueryClient, client: ApiClient, state: BlogListUrlState): void {
  void queryClient.prefetchQuery(blogListQuery(client, toBlogQuery(state)));
}

/** The blog list as screens show it: status, items, total, error text, refetch. */
export const blogListAtom = atom((get) => toListView(get(blogListQueryAtom), 'Failed to fetch blogs'));

const detailAtoms = new Map<string, ReturnType<typeof makeDetailAtom>>();
function makeDetailAtom(blogId: string) {
  return atomWithQuery((get: Getter) => {
    const client = get(apiClientAtom);
    return { queryKey: queryKeys.blogs.detail(blogId), queryFn: () => getBlog(client, blogId) };
  });
}
/** The query atom of one blog (one atom per blogId, reused). */
export function blogDetailAtom(blogId: string) {
  let detail = detailAtoms.get(blogId);
  if (!detail) detailAtoms.set(blogId, (detail = makeDetailAtom(blogId)));
  return detail;
}

/** The last write failure of the blogs feature (`Failed to create blog`…), cleared by a successful write. */
export const blogWriteErrorAtom = atom<string | null>(null);

const invalidates = [queryKeys.blogs.all, queryKeys.categories.all, queryKeys.activity.all];

export const createBlogWrite = defineWrite({
  key: ['blogs', 'create'],
  run: createBlog,
  invalidates,
  failureText: 'Failed to create blog',
  errorAtom: blogWriteErrorAtom,
});

export const updateBlogWrite = defineWrite({
  key: ['blogs', 'update'],
  run: updateBlog,
  invalidates,
  failureText: 'Failed to update blog',
  errorAtom: blogWriteErrorAtom,
});

export const deleteBlogWrite = defineWrite({
  key: ['blogs', 'delete'],
  run: (client, blogId: string) => deleteBlog(client, blogId),
  invalidates,
  failureText: 'Failed to delete blog',
  errorAtom: blogWriteErrorAtom,
});

/** `set(createBlogAtom, input)` → `WriteOutcome<Blog>`. */
export const createBlogAtom = createBlogWrite.runAtom;
/** `set(updateBlogAtom, { blogId, update })` → `WriteOutcome<Blog>`. */
export const updateBlogAtom = updateBlogWrite.runAtom;
/** `set(deleteBlogAtom, blogId)` → `WriteOutcome<true>`. */
export const deleteBlogAtom = deleteBlogWrite.runAtom;
