import type { ApiClient } from '@/shared/api/createApiClient';
import { MAX_LIST_PAGE_SIZE, pagedQuery, toListPage, type ListPage, type ListResponse } from '@/shared/query/listView';
import { categoryFromServer } from '../mappers';
import type { Category, CategoryListParams, ServerCategory } from '../types';

/** `GET /category/listCategories`; sent without a token when none is present (docs/panel.md#access). */
export async function listCategories(client: ApiClient, params: CategoryListParams = {}): Promise<ListPage<Category>> {
  const response = await client.request<ListResponse<ServerCategory>>('/category/listCategories', {
    query: pagedQuery(params),
    auth: 'optional',
  });
  return toListPage(response, categoryFromServer);
}

/**
 * Every category, for the blog form's select: read in pages of the largest size the server serves, one bounded call
 * after another, never as one whole-list call.
 */
export async function listAllCategories(
  client: ApiClient,
  params: CategoryListParams = {},
): Promise<ListPage<Category>> {
  const items: Category[] = [];
  for (let page = 1; ; page++) {
    const result = await listCategories(client, { ...params, page, pageSize: MAX_LIST_PAGE_SIZE });
    items.push(...result.items);
    if (result.items.length < MAX_LIST_PAGE_SIZE || items.length >= result.total) {
      return { items, total: items.length, page: null, pageSize: null };
    }
  }
}
