import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import type { Redirect, RedirectInput } from '../types';

/** `POST /redirects/create {from, to, status}`: stored with the end of the chain `to` starts as its `to`. */
export async function createRedirect(client: ApiClient, input: RedirectInput): Promise<Redirect> {
  const response = await client.request<{ result: Redirect }>('/redirects/create', { method: 'POST', body: input });
  return expectResult(response);
}
