import { PREVIEW_PATHS } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';

/** A draft preview link: the page on the website, its token and when it stops working. */
export interface PreviewLink {
  url: string;
  token: string;
  expiresAt: string;
}

const pathOf = (blogId: string) => PREVIEW_PATHS.link.replace(':blogId', encodeURIComponent(blogId));

/** `POST /blogs/previewLink/{blogId}`: a new link to the post as it is saved now. */
export async function createPreviewLink(client: ApiClient, blogId: string): Promise<PreviewLink> {
  const answer = await client.request<{ result: PreviewLink }>(pathOf(blogId), { method: 'POST' });
  return answer.result;
}

/** `DELETE /blogs/previewLink/{blogId}`: every link of the post stops working. */
export async function revokePreviewLinks(client: ApiClient, blogId: string): Promise<void> {
  await client.request(pathOf(blogId), { method: 'DELETE' });
}
