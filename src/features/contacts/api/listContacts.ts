import type { ApiClient } from '@/shared/api/createApiClient';
import { pagedQuery, toListPage, type ListPage, type ListResponse } from '@/shared/query/listView';
import { contactFromServer } from '../mappers';
import type { Contact, ContactListParams, ServerContact } from '../types';

/** `GET /contacts/list` (general messages; designed in the contract). */
export async function listContacts(client: ApiClient, params: ContactListParams = {}): Promise<ListPage<Contact>> {
  const response = await client.request<ListResponse<ServerContact>>('/contacts/list', {
    query: pagedQuery(params),
    auth: 'list',
  });
  return toListPage(response, contactFromServer);
}
