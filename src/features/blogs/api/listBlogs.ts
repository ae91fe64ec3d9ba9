import type { ApiClient } from '@/shared/api/createApiClient';
import { pagedQuery, toListPage, type ListPage, type ListResponse } from '@/shared/query/listView';
import { blogFromServer } from '../mappers';
import type { Blog, BlogListParams, ServerBlog } from '../types';

/** `GET /blogs/list` (docs/panel.md#calls-and-bodies; paging, search, sort and category filter per the contract). */
export async function listBlogs(client: ApiClient, params: BlogListParams = {}): Promise<ListPage<Blog>> {
  const response = await client.request<ListResponse<ServerBlog>>('/blogs/list', {
    query: pagedQuery(params),
    auth: 'list',
  });
  return toListPage(response, blogFromServer);
}
