import type { ApiClient } from '@/shared/api/createApiClient';
import { PALETTE_SEARCH_LIMIT, type SearchResults } from '../types';

/** `GET /search`: records of every type matching `q`, at most `limit` per type. */
export async function searchAll(
  client: ApiClient,
  q: string,
  { limit = PALETTE_SEARCH_LIMIT, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<SearchResults> {
  const response = await client.request<{ result: SearchResults }>('/search', {
    query: { q, limit },
    auth: 'list',
    signal,
  });
  return response.result;
}
