/**
 * Lists (docs/api.md#lists): `?page=&pageSize=&q=&sort=` plus a record type's filters. Without `page`/`pageSize` the
 * answer is the whole list (`{result}`); with either, one page (`{result, total, page, pageSize, nextCursor}`).
 * `after=<cursor>` (a page's `nextCursor`) asks for the `pageSize` rows after that page's last row instead of `page`
 * (keyset paging: every page costs the same, however deep).
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
  /** The date field `since=<ISO 8601 date-time>` filters on (rows with this field at or after it), if the list has one. */
  since?: string;
}

export const defineList = <S extends string, F extends string = never>(def: ListDef<S, F>): ListDef<S, F> => def;

export const NEWEST_OLDEST = (by: string) =>
  ({
    newest: { by, direction: 'desc', label: 'Newest first' },
    oldest: { by, direction: 'asc', label: 'Oldest first' },
  }) as const satisfies Record<string, SortDef>;

/**
 * A list ordered newest first by the time field `by`, with Newest/Oldest and then any further `sorts`, and no filters
 * unless given.
 */
export const newestFirst = <X extends string = never, F extends string = never>(
  by: string,
  def: Omit<ListDef<X, F>, 'sorts' | 'defaultSort' | 'filters'> & {
    sorts?: Record<X, SortDef>;
    filters?: Record<F, TextRule>;
  },
): ListDef<'newest' | 'oldest' | X, F> => {
  const { search, sorts, filters, ...rest } = def;
  return {
    search,
    sorts: { ...NEWEST_OLDEST(by), ...sorts } as Record<'newest' | 'oldest' | X, SortDef>,
    defaultSort: 'newest',
    filters: filters ?? ({} as Record<F, TextRule>),
    ...rest,
  };
};

export interface ListParams {
  /** False for the whole-list form. */
  paged: boolean;
  page: number;
  pageSize: number;
  q: string | undefined;
  sort: string;
  filters: Record<string, string>;
  /** `since` as epoch milliseconds: only rows whose list's `since` field is at or after it. */
  since?: number;
  /** `after`: the sort key values of the row the page starts after (the cursor's values, checked by the list). */
  after?: CursorValue[];
}

/** ISO 8601 with an explicit zone (Z or ±hh:mm): a time without one would be read in the server's zone. */
export const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

export const SINCE_MESSAGE = 'since must be an ISO 8601 date and time with a time zone, e.g. 2030-01-31T09:00:00Z';

/** Epoch ms of an ISO 8601 date-time with a zone whose calendar date exists (not 2025-02-30), else undefined. */
export function parseIsoTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ISO_WITH_ZONE.test(value)) return undefined;
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** The answer to a cursor that is malformed, forged or made for another sort (400). */
export const CURSOR_MESSAGE = 'Invalid cursor.';
/** Longest `after` accepted (a cursor holds a few sort values; text values are bounded by `CURSOR_TEXT_MAX`). */
export const CURSOR_MAX = 2048;
const CURSOR_TEXT_MAX = 1000;
export type CursorValue = string | number;

const toBase64Url = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/**
 * A page's `nextCursor`: its sort's name and the last row's sort key values, then its id, as base64url JSON. The
 * values are only ever compared with bound parameters, so a forged cursor can name a position, never change a query.
 */
export const encodeCursor = (sort: string, values: readonly CursorValue[]): string =>
  toBase64Url(JSON.stringify([sort, ...values]));

/** The values of a cursor made for `sort`, or undefined when it is not one (each a safe integer or a short text). */
export function decodeCursor(cursor: string, sort: string): CursorValue[] | undefined {
  if (cursor.length > CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(fromBase64Url(cursor));
  } catch {
    return undefined;
  }
  if (!Array.isArray(decoded) || decoded.length < 2 || decoded[0] !== sort) return undefined;
  const values = decoded.slice(1) as unknown[];
  const valid = values.every((value) =>
    typeof value === 'string' ? value.length <= CURSOR_TEXT_MAX : Number.isSafeInteger(value),
  );
  return valid ? (values as CursorValue[]) : undefined;
}

/** The kind of each value a list's cursor holds, in order (sort keys, then the id). */
export type CursorKinds = readonly ('int' | 'text')[];
/** True when `values` has exactly `kinds`' length and types. */
export const cursorFits = (values: readonly CursorValue[], kinds: CursorKinds): boolean =>
  values.length === kinds.length &&
  values.every((value, i) => (kinds[i] === 'int' ? typeof value === 'number' : typeof value === 'string'));

/** The kind of a sorted wire field's value: dates (…Date, …At) and ids are integers (ms), the others text. */
export const sortKind = (by: string): 'int' | 'text' => (by === 'id' || /(Date|At)$/.test(by) ? 'int' : 'text');

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
  let since: number | undefined;
  if (list.since !== undefined && query.since !== undefined && query.since !== '') {
    since = parseIsoTime(query.since);
    if (since === undefined) return fail(SINCE_MESSAGE, { since: SINCE_MESSAGE });
  }
  let after: CursorValue[] | undefined;
  if (query.after !== undefined && query.after !== '') {
    after = typeof query.after === 'string' ? decodeCursor(query.after, sort) : undefined;
    if (!after) return fail(CURSOR_MESSAGE, { after: CURSOR_MESSAGE });
  }
  const paged = page !== undefined || pageSize !== undefined || after !== undefined;
  const params: ListParams = { paged, page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE, q, sort, filters };
  return { ok: true, params: { ...params, ...(since === undefined ? {} : { since }), ...(after ? { after } : {}) } };
}
