/**
 * Lists (README "Lists"): `?page=&pageSize=&q=&sort=` plus a record type's filters. Without `page`/`pageSize` the
 * answer is the whole list (`{result}`); with either, one page (`{result, total, page, pageSize}`).
 */
import { parseText, type TextRule } from './text.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE = 1_000_000;
/** `q`: a case-insensitive substring of any of the list's search fields. */
export const Q_RULE: TextRule = { max: 200 };

export interface SortDef {
  /** The wire field the list is ordered by (then by `id` in the same direction). */
  by: string;
  direction: 'asc' | 'desc';
  /** The panel's words for the order in its sort select ("Newest first", "Name (A–Z)"); none: not offered there. */
  label?: string;
}

export interface ListDef<S extends string = string, F extends string = string> {
  /** Wire fields `q` searches. */
  search: readonly string[];
  sorts: Record<S, SortDef>;
  defaultSort: NoInfer<S>;
  /** Exact-match filters and their rules. */
  filters: Record<F, TextRule>;
}

export const defineList = <S extends string, F extends string = never>(def: ListDef<S, F>): ListDef<S, F> => def;

export const NEWEST_OLDEST = (by: string) =>
  ({
    newest: { by, direction: 'desc', label: 'Newest first' },
    oldest: { by, direction: 'asc', label: 'Oldest first' },
  }) as const satisfies Record<string, SortDef>;

export interface ListParams {
  /** False for the whole-list form. */
  paged: boolean;
  page: number;
  pageSize: number;
  q: string | undefined;
  sort: string;
  filters: Record<string, string>;
}

export type ListParse =
  { ok: true; params: ListParams } | { ok: false; message: string; errors: Record<string, string> };

const fail = (message: string, errors: Record<string, string>): ListParse => ({ ok: false, message, errors });

function intParam(value: unknown, min: number, max: number): number | undefined | false {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[0-9]{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
    return false;
  }
  return Number(value);
}

/** Reads a list's query string; anything malformed is a 400 with the message and `errors` returned here. */
export function parseListQuery(query: Record<string, unknown>, list: ListDef): ListParse {
  const page = intParam(query.page, 1, MAX_PAGE);
  if (page === false) return fail(`page must be a whole number from 1 to ${MAX_PAGE}`, { page: 'page is invalid' });
  const pageSize = intParam(query.pageSize, 1, MAX_PAGE_SIZE);
  if (pageSize === false)
    return fail(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`, { pageSize: 'pageSize is invalid' });
  let q: string | undefined;
  if (query.q !== undefined && query.q !== '') {
    const parsed = parseText(query.q, Q_RULE);
    if (parsed.problem !== undefined) return fail(`q ${parsed.problem}`, { q: `q ${parsed.problem}` });
    q = parsed.value || undefined;
  }
  const sorts = Object.keys(list.sorts);
  const sort = query.sort === undefined || query.sort === '' ? list.defaultSort : query.sort;
  if (typeof sort !== 'string' || !sorts.includes(sort)) {
    return fail(`sort must be one of ${sorts.join(', ')}`, { sort: 'sort is invalid' });
  }
  const filters: Record<string, string> = {};
  for (const [name, rule] of Object.entries(list.filters)) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    const parsed = parseText(value, rule);
    if (parsed.problem !== undefined) return fail(`${name} ${parsed.problem}`, { [name]: `${name} ${parsed.problem}` });
    filters[name] = parsed.value;
  }
  const paged = page !== undefined || pageSize !== undefined;
  return { ok: true, params: { paged, page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE, q, sort, filters } };
}
