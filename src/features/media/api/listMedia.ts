import type { ApiClient } from '@/shared/api/createApiClient';
import { pagedQuery, toListPage, type ListPage, type ListResponse } from '@/shared/query/listView';
import type { Asset, MediaListParams } from '../types';

/** `GET /media/list`: `q` over alt, caption and file name; `unused=true` keeps the images nothing uses. */
export async function listMedia(
  client: ApiClient,
  { unused, ...params }: MediaListParams = {},
): Promise<ListPage<Asset>> {
  const response = await client.request<ListResponse<Asset>>('/media/list', {
    query: { ...pagedQuery(params), ...(unused ? { unused: 'true' } : {}) },
    auth: 'list',
  });
  return toListPage(response, (asset) => asset);
}
