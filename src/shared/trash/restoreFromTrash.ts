import type { ApiClient } from '../api/createApiClient';
import { expectResult } from '../query/defineWrite';
import type { TrashType } from './trashTypes';

/** `POST /trash/restore` `{type, id}`: the record comes back with its own id (409 when a rule refuses it). */
export async function restoreFromTrash(client: ApiClient, item: { type: TrashType; id: number }): Promise<unknown> {
  return expectResult(
    await client.request<{ result: unknown }>('/trash/restore', {
      method: 'POST',
      body: { type: item.type, id: item.id },
    }),
  );
}
