/** Query strings of the calls that are not a record type's list, read once for both APIs (or 400). */
import { checkText, type EnquiryCategory, type ListDef } from '../contract/index.ts';
import { ENQUIRY_FORM_NAMES } from '../lib/enquiryForms.ts';
import { SEO_PROBLEM_CODES, SEO_RECORD_TYPES } from '../lib/seoProblems.ts';
import { badRequest } from './errors.ts';
import type { AssetRow, BlogRow, CategoryRow, ContactRow, EnquiryRow, MetaRow } from './records.ts';

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

/**
 * `GET /search`'s hit of each record type it searches (each group searches its list's fields, in its list's default
 * order, then by id): a blog post's `recordId` is its `blogId`, the others' their id as text.
 */
export const SEARCH_HITS = {
  blog: (row: Pick<BlogRow, 'blogId' | 'blogTitle' | 'category'>) => ({
    recordId: row.blogId,
    title: row.blogTitle,
    subtitle: row.category,
  }),
  category: (row: Pick<CategoryRow, 'category' | 'categoryUrl'>) => ({
    title: row.category,
    subtitle: row.categoryUrl,
  }),
  meta: (row: Pick<MetaRow, 'metaTitle' | 'metaUrl'>) => ({ title: row.metaTitle, subtitle: row.metaUrl }),
  contact: (row: Pick<ContactRow, 'name' | 'email' | 'subject'>) => ({
    title: row.name.trim() || row.email,
    subtitle: row.subject,
  }),
  enquiry: (row: Pick<EnquiryRow, 'name' | 'emailId' | 'enquiryCategory'>) => ({
    title: row.name.trim() || row.emailId,
    subtitle: `${ENQUIRY_FORM_NAMES[row.enquiryCategory as EnquiryCategory]} · ${row.emailId}`,
  }),
  asset: (row: Pick<AssetRow, 'originalName' | 'alt'>) => ({ title: row.originalName, subtitle: row.alt }),
};
export type SearchType = keyof typeof SEARCH_HITS;

/** One hit of `GET /search` (docs/api.md#search). */
export function searchHit<T extends SearchType>(type: T, row: { id: number } & Parameters<(typeof SEARCH_HITS)[T]>[0]) {
  const describe = SEARCH_HITS[type] as unknown as (row: object) => {
    recordId?: string;
    title: string;
    subtitle: string;
  };
  return { id: row.id, recordId: String(row.id), ...describe(row) };
}
