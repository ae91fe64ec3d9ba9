import type { CreatedContentKey } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `POST /contentKeys/create {name}`: the new key, shown this once. */
export async function createContentKey(client: ApiClient, name: string): Promise<CreatedContentKey> {
  const response = await client.request<{ result: CreatedContentKey }>('/contentKeys/create', {
    method: 'POST',
    body: { name },
  });
  return expectResult(response);
}
