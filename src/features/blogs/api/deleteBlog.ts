import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /blogs/deleteBlog/{blogId}`. */
export async function deleteBlog(client: ApiClient, blogId: string): Promise<true> {
  const response = await client.request<{ result: boolean }>(`/blogs/deleteBlog/${encodeURIComponent(blogId)}`, {
    method: 'DELETE',
  });
  expectResult(response);
  return true;
}
