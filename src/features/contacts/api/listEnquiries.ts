import type { ApiClient } from '@/shared/api/createApiClient';
import { pagedQuery, toListPage, type ListPage, type ListResponse } from '@/shared/query/listView';
import { enquiryFromServer } from '../mappers';
import type { Enquiry, EnquiryListParams, ServerEnquiry } from '../types';

/** `GET /api/enquiries/list`, optionally filtered by `enquiryCategory` (docs/panel.md#calls-and-bodies). */
export async function listEnquiries(client: ApiClient, params: EnquiryListParams = {}): Promise<ListPage<Enquiry>> {
  const response = await client.request<ListResponse<ServerEnquiry>>('/api/enquiries/list', {
    query: pagedQuery(params),
    auth: 'list',
  });
  return toListPage(response, enquiryFromServer);
}
