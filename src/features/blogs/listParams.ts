import { blog } from '@/contract';
import { sortOptions } from '@/shared/lists/sortOptions';
import type { BlogListParams, BlogSort, BlogStatus } from './types';

/** Posts per page: 12 fills 1, 2 or 3 card columns evenly. The server pages, so 10,000 posts cost the same as 10. */
export const BLOG_PAGE_SIZE = 12;

/** The blog list's URL state: what a shared link or a refresh keeps. */
export interface BlogListUrlState {
  /** From 1. @default 1 */
  page?: number;
  q?: string;
  sort?: BlogSort;
  /** A category name. */
  category?: string;
  /** Only posts in this publishing state. */
  status?: BlogStatus;
}

/** Newest first, Oldest first, Title (A–Z): the contract's sorts of the blog list. */
export const BLOG_SORT_OPTIONS: { value: BlogSort; label: string }[] = sortOptions(blog.list);

export function isBlogSort(value: unknown): value is BlogSort {
  return BLOG_SORT_OPTIONS.some((option) => option.value === value);
}

/** The server query of a URL state: always paged, empty values left out. */
export function toBlogQuery(state: BlogListUrlState): BlogListParams {
  const query: BlogListParams = { page: Math.max(1, state.page ?? 1), pageSize: BLOG_PAGE_SIZE };
  const q = state.q?.trim();
  if (q) query.q = q;
  if (state.sort && state.sort !== 'newest') query.sort = state.sort;
  if (state.category) query.category = state.category;
  if (state.status) query.status = state.status;
  return query;
}
