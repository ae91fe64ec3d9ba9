import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import { contactFromServer } from '../mappers';
import type { Contact, ServerContact } from '../types';

/** `PUT /contacts/updateStatus/{id}`: new → read → replied; backwards is a 409. */
export async function updateContactStatus(
  client: ApiClient,
  { id, status }: { id: number; status: 'read' | 'replied' },
): Promise<Contact> {
  const response = await client.request<{ result: ServerContact }>(`/contacts/updateStatus/${id}`, {
    method: 'PUT',
    body: { status },
  });
  return contactFromServer(expectResult(response));
}
