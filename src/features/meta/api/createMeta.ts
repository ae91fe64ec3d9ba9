import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult, type WriteContext } from '@/shared/query/defineWrite';
import { metaCreateForm, metaFromServer } from '../mappers';
import type { Meta, MetaInput, ServerMeta } from '../types';

/** `POST /meta/createMeta`, multipart (docs/panel.md#calls-and-bodies). */
export async function createMeta(client: ApiClient, input: MetaInput, context: WriteContext): Promise<Meta> {
  const response = await client.request<{ result: ServerMeta }>('/meta/createMeta', {
    method: 'POST',
    body: metaCreateForm(input, context),
  });
  return metaFromServer(expectResult(response));
}
