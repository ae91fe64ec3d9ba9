import type { ApiClient } from '@/shared/api/createApiClient';
import { metaFromServer } from '../mappers';
import type { Meta, ServerMeta } from '../types';

/** `GET /meta/getMeta/{id}`. */
export async function getMeta(client: ApiClient, id: number): Promise<Meta> {
  const response = await client.request<{ result: ServerMeta }>(`/meta/getMeta/${id}`);
  return metaFromServer(response.result);
}
