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

/** `POST /trash/restoreMany` `{type, ids}`: the one Undo of a bulk trash; refused whole (409) when a rule breaks. */
export async function restoreMany(
  client: ApiClient,
  { type, ids }: { type: TrashType; ids: number[] },
): Promise<{ restored: number; skipped: { id: number; reason: string }[] }> {
  const response = await client.request<{ result: { restored: number; skipped: { id: number; reason: string }[] } }>(
    '/trash/restoreMany',
    { method: 'POST', body: { type, ids } },
  );
  return expectResult(response);
}
