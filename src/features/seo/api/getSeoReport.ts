import type { ApiClient } from '@/shared/api/createApiClient';
import type { SeoReport, SeoReportParams } from '../types';

/** `GET /seo/report`. */
export async function getSeoReport(client: ApiClient, params: SeoReportParams = {}): Promise<SeoReport> {
  const query: Record<string, string | number> = {};
  if (params.type) query.type = params.type;
  if (params.problem) query.problem = params.problem;
  if (params.q) query.q = params.q;
  query.page = params.page ?? 1;
  query.pageSize = params.pageSize ?? 24;
  return client.request<SeoReport>('/seo/report', { query, auth: 'list' });
}
