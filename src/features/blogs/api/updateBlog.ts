import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult, type WriteContext } from '@/shared/query/defineWrite';
import { blogFromServer } from '../mappers';
import { blogUpdateForm } from '../payloads';
import type { Blog, BlogUpdate, ServerBlog } from '../types';

/**
 * `PUT /blogs/updateBlog/{blogId}`, multipart of the non-empty fields (docs/panel.md#validation,
 * docs/panel.md#calls-and-bodies).
 */
export async function updateBlog(
  client: ApiClient,
  { blogId, update }: { blogId: string; update: BlogUpdate },
  context: WriteContext,
): Promise<Blog> {
  const response = await client.request<{ result: ServerBlog }>(`/blogs/updateBlog/${encodeURIComponent(blogId)}`, {
    method: 'PUT',
    body: blogUpdateForm(update, context),
  });
  return blogFromServer(expectResult(response));
}
