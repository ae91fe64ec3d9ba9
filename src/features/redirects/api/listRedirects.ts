import type { ApiClient } from '@/shared/api/createApiClient';
import { pagedQuery, toListPage, type ListPage, type ListResponse } from '@/shared/query/listView';
import type { Redirect, RedirectListParams } from '../types';

/** `GET /redirects/list?q=&page=&pageSize=&sort=`: newest first; `q` searches `from` and `to`. */
export async function listRedirects(client: ApiClient, params: RedirectListParams = {}): Promise<ListPage<Redirect>> {
  const response = await client.request<ListResponse<Redirect>>('/redirects/list', {
    query: pagedQuery(params),
    auth: 'list',
  });
  return toListPage(response, (row) => row);
}
