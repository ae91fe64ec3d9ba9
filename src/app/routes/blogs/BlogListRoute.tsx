import { blog } from '@/contract';
import { prefetchBlogList } from '@/features/blogs/atoms';
import type { BlogListUrlState } from '@/features/blogs/listParams';
import { BlogListScreen, type BlogListScreenProps } from '@/features/blogs/screens/BlogListScreen';
import { listPage } from '../listPage';
import { listUrlState } from '../listUrlState';
import { prefetchLoader } from '../prefetch';
import { useCategoryChoices } from './useCategoryChoices';

/** Starts the page's list call while the shell and screen render (the status filter is one of the contract's). */
export const loader = prefetchLoader(({ queryClient, client }, url) =>
  prefetchBlogList(queryClient, client, listUrlState(blog.list, url.searchParams) as BlogListUrlState),
);

/** The posts with the category filter's choices (a feature never imports a sibling, so the app hands them over). */
function BlogList(props: Omit<BlogListScreenProps, 'categories'>) {
  return <BlogListScreen {...props} categories={useCategoryChoices().names} />;
}

/** `/blog/list?q=&sort=&category=&status=&page=`: the posts on the generic list route. */
export const page = listPage(BlogList, { loader });
