import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/createApiClient';
import { queryKeys, resourceKeys } from '@/shared/query/queryKeys';
import { defineCrudWrites, defineDetailAtoms, defineListAtoms } from '@/shared/query/resourceAtoms';
import { createBlog } from './api/createBlog';
import { deleteBlog } from './api/deleteBlog';
import { getBlog } from './api/getBlog';
import { listBlogs } from './api/listBlogs';
import { updateBlog } from './api/updateBlog';
import { toBlogQuery, type BlogListUrlState } from './listParams';

/** The blogs' query keys: `blogKeys.list(params)`, `blogKeys.detail(blogId)`. */
export const blogKeys = resourceKeys(queryKeys.blogs.all);

/** The list's params atom (page, search, sort; screens write it), its query atom and the list as screens show it. */
export const {
  paramsAtom: blogListParamsAtom,
  queryAtom: blogListQueryAtom,
  listAtom: blogListAtom,
  prefetch: prefetchBlogQuery,
} = defineListAtoms({
  keys: blogKeys,
  list: listBlogs,
  failureText: 'Failed to fetch blogs',
  // Paging and searching keep the current page on screen (refreshing) instead of flashing skeletons.
  keepPrevious: true,
});

/** Starts the list call of a URL state before the screen renders; the screen's query then finds it under its key. */
export function prefetchBlogList(queryClient: QueryClient, client: ApiClient, state: BlogListUrlState): void {
  prefetchBlogQuery(queryClient, client, toBlogQuery(state));
}

/** The query atom of one blog (one atom per blogId, reused). */
export const blogDetailAtom = defineDetailAtoms(blogKeys, getBlog);

/**
 * Create, update and delete: `…Write` (pending state), `…Atom` (`set(atom, vars)` → `WriteOutcome`), and the
 * feature's last write failure (cleared by a successful write).
 */
export const {
  errorAtom: blogWriteErrorAtom,
  create: createBlogWrite,
  update: updateBlogWrite,
  remove: deleteBlogWrite,
  createAtom: createBlogAtom,
  updateAtom: updateBlogAtom,
  deleteAtom: deleteBlogAtom,
} = defineCrudWrites({
  keys: blogKeys,
  failureTexts: {
    create: 'Failed to create blog',
    update: 'Failed to update blog',
    remove: 'Failed to delete blog',
  },
  create: createBlog,
  update: updateBlog,
  remove: deleteBlog,
  alsoInvalidates: [queryKeys.categories.all, queryKeys.activity.all],
});
