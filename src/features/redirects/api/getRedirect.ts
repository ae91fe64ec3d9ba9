import type { ApiClient } from '@/shared/api/createApiClient';
import type { Redirect } from '../types';

/** `GET /redirects/get/{id}`. */
export async function getRedirect(client: ApiClient, id: number): Promise<Redirect> {
  const response = await client.request<{ result: Redirect }>(`/redirects/get/${id}`);
  return response.result;
}
