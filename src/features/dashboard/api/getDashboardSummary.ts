import type { ApiClient } from '@/shared/api/createApiClient';
import type { DashboardSummary } from '../types';

/** `GET /dashboard/summary`: every count the dashboard shows, in one request (the server counts in the database). */
export async function getDashboardSummary(client: ApiClient): Promise<DashboardSummary> {
  const response = await client.request<{ result: DashboardSummary }>('/dashboard/summary', { auth: 'list' });
  return response.result;
}
