import type { ApiClient } from '@/shared/api/createApiClient';
import { blogFromServer } from '../mappers';
import type { Blog, ServerBlog } from '../types';

/** `GET /blogs/getBlog/{blogId}`. */
export async function getBlog(client: ApiClient, blogId: string): Promise<Blog> {
  const response = await client.request<{ result: ServerBlog }>(`/blogs/getBlog/${encodeURIComponent(blogId)}`);
  return blogFromServer(response.result);
}
