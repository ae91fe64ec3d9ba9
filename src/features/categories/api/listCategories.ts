import type { ApiClient } from '../../../shared/api/createApiClient';
import { toListPage, type ListPage, type ListResponse } from '../../../shared/query/listView';
import { categoryFromServer } from '../mappers';
import type { Category, CategoryListParams, ServerCategory } from '../types';

/** `GET /category/listCategories`; sent without a token when none is present (spec §6). */
export async function listCategories(client: ApiClient, params: CategoryListParams = {}): Promise<ListPage<Category>> {
  const response = await client.request<ListResponse<ServerCategory>>('/category/listCategories', {
    query: { ...params },
    auth: 'optional',
  });
  return toListPage(response, categoryFromServer);
}
