import type { ApiClient } from '@/shared/api/createApiClient';
import type { Activity } from '../types';

/** Default number of activity rows (the contract's default). */
export const ACTIVITY_LIMIT = 10;

/** `GET /activity/list?limit=N`, newest first. */
export async function listActivity(client: ApiClient, limit = ACTIVITY_LIMIT): Promise<Activity[]> {
  const response = await client.request<{ result: Activity[] }>('/activity/list', { query: { limit }, auth: 'list' });
  return Array.isArray(response.result) ? response.result : [];
}
