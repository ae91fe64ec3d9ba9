/** Query strings of the calls that are not a record type's list, read once for both APIs (or 400). */
import { checkText, type ListDef } from '../contract/index.ts';
import { SEO_PROBLEM_CODES, SEO_RECORD_TYPES } from '../lib/seoProblems.ts';
import { badRequest } from './errors.ts';

export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 10;

/** `GET /search?q=&limit=`: `q` is required text (at most 200 characters), `limit` 1–10 per record type (5). */
export function parseSearchQuery(input: Record<string, unknown>): { q: string; limit: number } {
  const q = typeof input.q === 'string' ? input.q : '';
  const problem = checkText(q, { max: 200 });
  if (problem) throw badRequest(`q ${problem}`, { q: `q ${problem}` });
  const raw = input.limit;
  if (raw === undefined || raw === '') return { q: q.trim(), limit: SEARCH_LIMIT_DEFAULT };
  if (typeof raw !== 'string' || !/^[0-9]{1,2}$/.test(raw) || Number(raw) < 1 || Number(raw) > SEARCH_LIMIT_MAX) {
    const message = `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`;
    throw badRequest(message, { limit: message });
  }
  return { q: q.trim(), limit: Number(raw) };
}

/** `GET /seo/report`: worst first, filtered by record type and problem, searched over title, URL and id; by `page`. */
export const SEO_REPORT_LIST: ListDef = {
  search: ['title', 'url', 'recordId'],
  sorts: { worst: { by: 'problemCount', direction: 'desc' } },
  defaultSort: 'worst',
  filters: { type: { max: 10, oneOf: SEO_RECORD_TYPES }, problem: { max: 40, oneOf: SEO_PROBLEM_CODES } },
};
