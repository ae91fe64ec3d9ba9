import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult, type WriteContext } from '@/shared/query/defineWrite';
import { metaFromServer, metaUpdateForm } from '../mappers';
import type { Meta, MetaUpdate, ServerMeta } from '../types';

/**
 * `PUT /meta/updateMeta/{id}`, multipart of the non-empty fields (docs/panel.md#validation,
 * docs/panel.md#calls-and-bodies).
 */
export async function updateMeta(
  client: ApiClient,
  { id, update }: { id: number; update: MetaUpdate },
  context: WriteContext,
): Promise<Meta> {
  const response = await client.request<{ result: ServerMeta }>(`/meta/updateMeta/${id}`, {
    method: 'PUT',
    body: metaUpdateForm(update, context),
  });
  return metaFromServer(expectResult(response));
}
