import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { queryKeys } from '@/shared/query/queryKeys';
import { getSeoReport } from './api/getSeoReport';
import type { SeoReport, SeoReportParams } from './types';

/** The report's filters and page, copied from the screen's URL state (useSyncedParams). */
export const seoReportParamsAtom = atom<SeoReportParams>({});

export const seoReportQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  const params = get(seoReportParamsAtom);
  return { queryKey: queryKeys.seo.report(params), queryFn: () => getSeoReport(client, params) };
});

/** How the screen sees the report: loading, loaded (refreshing while it re-fetches) or error, with Retry. */
export interface SeoReportView {
  status: 'loading' | 'refreshing' | 'loaded' | 'error';
  report: SeoReport | null;
  error: string | null;
  refetch: () => void;
}

export const seoReportAtom = atom((get): SeoReportView => {
  const result = get(seoReportQueryAtom);
  return {
    status: result.isError ? 'error' : result.isPending ? 'loading' : result.isFetching ? 'refreshing' : 'loaded',
    report: result.data ?? null,
    error: result.isError ? result.error.message || 'Failed to fetch the SEO report' : null,
    refetch: () => void result.refetch(),
  };
});
