import type { ApiClient } from '../../../shared/api/createApiClient';
import type { ListResponse } from '../../../shared/query/listView';

/** The list endpoints the dashboard counts. */
export const COUNT_PATHS = {
  blogs: '/blogs/list',
  categories: '/category/listCategories',
  metas: '/meta/list',
  enquiries: '/api/enquiries/list',
  contacts: '/contacts/list',
} as const;

/** A list's `total` from a one-row page, so the dashboard never downloads whole lists. */
export async function countRecords(client: ApiClient, resource: keyof typeof COUNT_PATHS): Promise<number> {
  const response = await client.request<ListResponse<unknown>>(COUNT_PATHS[resource], {
    query: { page: 1, pageSize: 1 },
    auth: resource === 'categories' ? 'optional' : 'list',
  });
  return typeof response.total === 'number' ? response.total : response.result.length;
}
