import type { ApiClient } from '@/shared/api/createApiClient';
import { pagedQuery, toListPage, type ListPage, type ListResponse } from '@/shared/query/listView';
import type { TrashItem, TrashListParams } from '../types';

/** `GET /trash/list?type=&q=&page=&pageSize=`: newest deletion first. */
export async function listTrash(client: ApiClient, params: TrashListParams = {}): Promise<ListPage<TrashItem>> {
  const response = await client.request<ListResponse<TrashItem>>('/trash/list', {
    query: pagedQuery(params),
    auth: 'list',
  });
  return toListPage(response, (item) => item);
}
