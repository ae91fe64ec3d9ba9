import type { dashboardSchedule, ShapeOf } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';

/** The Schedule card's data: the week ahead and webhook trouble (docs/api.md#dashboard). */
export type DashboardSchedule = ShapeOf<typeof dashboardSchedule>['result'];

/** `GET /dashboard/schedule`. */
export async function getSchedule(client: ApiClient): Promise<DashboardSchedule> {
  const response = await client.request<{ result: DashboardSchedule }>('/dashboard/schedule');
  return response.result;
}
