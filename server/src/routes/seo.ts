import {
  SEO_PROBLEM_CODES,
  SEO_RECORD_TYPES,
  type SeoProblemCode,
  type SeoRecordType,
} from '../../../src/lib/seoProblems.ts';
import { seoReport } from '../db/seoReport.ts';
import { parseListQuery } from '../http/list.ts';
import type { Routes } from './types.ts';

export const seoRoutes: Routes = {
  admin(app, { db, dialect }) {
    /** The site-wide SEO health report: records with problems, worst first, a page at a time, with the summary. */
    app.get('/seo/report', async (request) => {
      const params = parseListQuery(request.query, {
        sorts: ['worst'],
        defaultSort: 'worst',
        filters: {
          type: { max: 10, oneOf: SEO_RECORD_TYPES },
          problem: { max: 40, oneOf: SEO_PROBLEM_CODES },
        },
      });
      return seoReport(db, dialect, {
        type: params.filters.type as SeoRecordType | undefined,
        problem: params.filters.problem as SeoProblemCode | undefined,
        q: params.q,
        page: params.page,
        pageSize: params.pageSize,
      });
    });
  },
};
