import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import type { TrashItem } from '../types';

/** `DELETE /trash/purge` `{type, id}`: the record and its image file are erased for good. */
export async function purgeTrashItem(client: ApiClient, item: Pick<TrashItem, 'type' | 'id'>): Promise<true> {
  expectResult(
    await client.request<{ result: boolean }>('/trash/purge', {
      method: 'DELETE',
      body: { type: item.type, id: item.id },
    }),
  );
  return true;
}
