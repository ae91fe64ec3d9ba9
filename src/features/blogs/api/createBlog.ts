import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult, type WriteContext } from '@/shared/query/defineWrite';
import { blogFromServer } from '../mappers';
import { blogCreateForm } from '../payloads';
import type { Blog, BlogInput, ServerBlog } from '../types';

/** `POST /blogs/createBlog`, multipart (docs/panel.md#calls-and-bodies). */
export async function createBlog(client: ApiClient, input: BlogInput, context: WriteContext): Promise<Blog> {
  const response = await client.request<{ result: ServerBlog }>('/blogs/createBlog', {
    method: 'POST',
    body: blogCreateForm(input, context),
  });
  return blogFromServer(expectResult(response));
}
