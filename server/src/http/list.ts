import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from './errors.ts';
import { checkText, type Rules } from './validate.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

export interface ListParams {
  paged: boolean;
  page: number;
  pageSize: number;
  q: string | undefined;
  sort: string;
  filters: Record<string, string>;
}

function intParam(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[0-9]{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}`, { [name]: `${name} is invalid` });
  }
  return Number(value);
}

/** Reads `page`, `pageSize`, `q`, `sort` and the given filters from a query string; anything malformed is a 400. */
export function parseListQuery(
  query: unknown,
  options: { sorts: readonly string[]; defaultSort: string; filters?: Rules },
): ListParams {
  const input = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const page = intParam(input.page, 'page', 1, 1_000_000);
  const pageSize = intParam(input.pageSize, 'pageSize', 1, MAX_PAGE_SIZE);
  let q: string | undefined;
  if (input.q !== undefined && input.q !== '') {
    const problem = checkText(input.q, { max: 200 });
    if (problem) throw badRequest(`q ${problem}`, { q: `q ${problem}` });
    q = (input.q as string).trim() || undefined;
  }
  const sort = input.sort === undefined || input.sort === '' ? options.defaultSort : input.sort;
  if (typeof sort !== 'string' || !options.sorts.includes(sort)) {
    throw badRequest(`sort must be one of ${options.sorts.join(', ')}`, { sort: 'sort is invalid' });
  }
  const filters: Record<string, string> = {};
  for (const [name, rule] of Object.entries(options.filters ?? {})) {
    const value = input[name];
    if (value === undefined || value === '') continue;
    const problem = checkText(value, rule);
    if (problem) throw badRequest(`${name} ${problem}`, { [name]: `${name} ${problem}` });
    filters[name] = (value as string).trim();
  }
  const paged = page !== undefined || pageSize !== undefined;
  return { paged, page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE, q, sort, filters };
}

/** Case-insensitive substring match over several text columns (LIKE wildcards in `q` are matched literally). */
export function searchAny(columns: readonly string[], q: string): Expression<SqlBool> {
  const pattern = `%${q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
  const parts = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- one helper for every table's select */
/** Runs a filtered query as a whole list or as one page with its total. */
export async function runList<Row>(
  query: SelectQueryBuilder<Database, any, any>,
  params: ListParams,
  order: (q: SelectQueryBuilder<Database, any, any>) => SelectQueryBuilder<Database, any, any>,
  select: (q: SelectQueryBuilder<Database, any, any>) => SelectQueryBuilder<Database, any, any> = (q) => q.selectAll(),
): Promise<{ rows: Row[]; total?: number }> {
  if (!params.paged) {
    const all: unknown[] = await order(select(query)).execute();
    return { rows: all as Row[] };
  }
  const counted: unknown = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number((counted as { n?: number } | undefined)?.n ?? 0);
  const rows: unknown[] = await order(select(query))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  return { rows: rows as Row[], total };
}

export function listResponse<T>(items: T[], params: ListParams, total?: number) {
  return params.paged ? { result: items, total, page: params.page, pageSize: params.pageSize } : { result: items };
}
