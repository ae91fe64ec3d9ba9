import { SEO_REPORT_LIST } from '../../../src/domain/queries.ts';
import { siteKeyHost, type SeoProblemCode, type SeoRecordType } from '../../../src/lib/seoProblems.ts';
import { seoReport as seoReportAnswer } from '../../../src/contract/index.ts';
import { seoReport } from '../db/seoReport.ts';
import { pagedParamsOf } from '../../../src/domain/input.ts';
import { answers } from '../http/openapi.ts';
import { describedPart, listQuerySchema } from '../http/validate.ts';
import type { Routes } from './types.ts';

const reportSchema = {
  querystring: describedPart(listQuerySchema(SEO_REPORT_LIST, { cursor: false })),
  response: answers(seoReportAnswer(), 400),
};

export const seoRoutes: Routes = {
  admin(app, { db, dialect, config }) {
    /** The site-wide SEO health report: records with problems, worst first, a page at a time, with the summary. */
    app.get('/seo/report', { schema: reportSchema }, async (request) => {
      const params = pagedParamsOf(request.query, SEO_REPORT_LIST);
      return seoReport(db, dialect, {
        siteHost: siteKeyHost(config.siteUrl),
        type: params.filters.type as SeoRecordType | undefined,
        problem: params.filters.problem as SeoProblemCode | undefined,
        q: params.q,
        page: params.page,
        pageSize: params.pageSize,
      });
    });
  },
};
