import type { ApiClient } from '@/shared/api/createApiClient';

export interface Me {
  id: number;
  email: string;
  name: string;
}

/** `GET /auth/me` (full session): who the token belongs to. */
export async function getMe(client: ApiClient): Promise<Me> {
  return (await client.request<{ result: Me }>('/auth/me')).result;
}
