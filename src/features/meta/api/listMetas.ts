import type { ApiClient } from '@/shared/api/createApiClient';
import { pagedQuery, toListPage, type ListPage, type ListResponse } from '@/shared/query/listView';
import { metaFromServer } from '../mappers';
import type { Meta, MetaListParams, ServerMeta } from '../types';

/** `GET /meta/list`. */
export async function listMetas(client: ApiClient, params: MetaListParams = {}): Promise<ListPage<Meta>> {
  const response = await client.request<ListResponse<ServerMeta>>('/meta/list', {
    query: pagedQuery(params),
    auth: 'list',
  });
  return toListPage(response, metaFromServer);
}
