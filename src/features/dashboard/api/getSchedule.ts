import type { z } from 'zod';
import type { dashboardSchedule } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';

/** The Schedule card's data: the week ahead and webhook trouble (docs/api.md#dashboard). */
export type DashboardSchedule = z.infer<typeof dashboardSchedule>['result'];

/** `GET /dashboard/schedule`. */
export async function getSchedule(client: ApiClient): Promise<DashboardSchedule> {
  const response = await client.request<{ result: DashboardSchedule }>('/dashboard/schedule');
  return response.result;
}
