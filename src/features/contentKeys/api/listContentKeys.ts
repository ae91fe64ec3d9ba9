import type { ContentKeyRecord } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';

/** `GET /contentKeys/list`: every key, newest first (never the keys themselves). */
export async function listContentKeys(client: ApiClient): Promise<ContentKeyRecord[]> {
  const response = await client.request<{ result: ContentKeyRecord[] }>('/contentKeys/list', { auth: 'list' });
  return response.result;
}
