import type { SeoProblemCode, SeoRecordType, SeoReportItem } from '@/lib/seoProblems';

export type { SeoProblem, SeoProblemCode, SeoRecordType, SeoReportItem } from '@/lib/seoProblems';

/** `GET /seo/report` parameters (docs/api.md#seo-health). */
export interface SeoReportParams {
  type?: SeoRecordType;
  problem?: SeoProblemCode;
  q?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /seo/report` answer: a page of records with problems, worst first, and the site-wide count per problem. */
export interface SeoReport {
  result: SeoReportItem[];
  total: number;
  page: number;
  pageSize: number;
  summary: Record<SeoProblemCode, number>;
}
