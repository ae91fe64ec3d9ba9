import { SEO_REPORT_LIST } from '@/domain/queries';
import { pagedParamsOf } from '@/domain/input';
import { siteKeyHost, type SeoProblemCode, type SeoRecordType } from '@/lib/seoProblems';
import { seoReport } from '../../../../server/src/db/seoReport.ts';
import { FIXTURE_SITE_URL } from '../../fixtures/records';
import type { Routes } from '../context';
import { ok } from '../http';

/** `GET /seo/report` (docs/api.md#seo-health): the server's report (server/src/db/seoReport.ts). */
export const seoRoutes: Routes = {
  'GET /seo/report': async (ctx) => {
    const { filters, q, page, pageSize } = pagedParamsOf(Object.fromEntries(ctx.query), SEO_REPORT_LIST);
    return ok(
      await seoReport(ctx.db.sql.db, 'sqlite', {
        siteHost: siteKeyHost(FIXTURE_SITE_URL),
        type: filters.type as SeoRecordType | undefined,
        problem: filters.problem as SeoProblemCode | undefined,
        q,
        page,
        pageSize,
      }),
    );
  },
};
