import type { ActivityType } from '@/features/dashboard/types';
import type { MockDb, MockSession } from './db';
import { fail, MockHttpError } from './http';

/** One request as a route sees it. */
export interface RouteContext {
  method: string;
  /** Path segments after the origin, e.g. `['blogs', 'getBlog', 'hello']`. */
  segments: string[];
  query: URLSearchParams;
  /** Parsed JSON, or the FormData fields (files as File), or null. */
  body: Record<string, unknown> | null;
  bodyType: 'json' | 'form' | 'text' | 'none';
  token: string | null;
  db: MockDb;
  now: () => Date;
  /** A deterministic file name for an upload. */
  uploadName: (type: string) => string;
  /** Appends an activity row. */
  record: (row: { action: string; type: ActivityType; recordId: string; recordLabel: string }) => void;
}

/** The session of the bearer token, or 401. `full` requires a code-verified session. */
export function requireSession(ctx: RouteContext, { full = true } = {}): MockSession {
  const session = ctx.token ? ctx.db.sessions.get(ctx.token) : undefined;
  if (!session) fail(401, 'Authentication required');
  if (full && !session.full) fail(401, 'Verify the sign-in code first');
  return session;
}

export function requireJson(ctx: RouteContext): Record<string, unknown> {
  if (ctx.bodyType !== 'json' || !ctx.body) throw new MockHttpError(415, 'Expected a JSON body');
  return ctx.body;
}

export function requireForm(ctx: RouteContext): Record<string, unknown> {
  if (ctx.bodyType !== 'form' || !ctx.body) throw new MockHttpError(415, 'Expected a multipart body');
  return ctx.body;
}

export function numericId(raw: string | undefined, what: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) fail(404, `${what} not found`);
  return id;
}

interface ListSpec<T> {
  search: (keyof T)[];
  sorts: Record<string, (a: T, b: T) => number>;
  defaultSort: string;
}

/** `page` (default 1) and `pageSize` (1–100, default 24), or 400. */
export function parsePaging(ctx: RouteContext): { page: number; pageSize: number } {
  const page = Number(ctx.query.get('page') ?? 1);
  const pageSize = Number(ctx.query.get('pageSize') ?? 24);
  // the server's wording (server/src/http/list.ts)
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000)
    fail(400, 'page must be a whole number from 1 to 1000000', { errors: { page: 'page is invalid' } });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    fail(400, 'pageSize must be a whole number from 1 to 100', { errors: { pageSize: 'pageSize is invalid' } });
  return { page, pageSize };
}

/** Search, sort and paging as the contract's "Lists" section says. */
export function listReply<T>(ctx: RouteContext, rows: T[], spec: ListSpec<T>) {
  const q = ctx.query.get('q')?.trim().toLowerCase();
  let result = q
    ? rows.filter((row) =>
        spec.search.some((field) =>
          String(row[field] ?? '')
            .toLowerCase()
            .includes(q),
        ),
      )
    : [...rows];
  const sortName = ctx.query.get('sort') || spec.defaultSort;
  const sort = spec.sorts[sortName];
  if (!sort)
    fail(400, 'Invalid sort', { errors: { sort: `sort must be one of ${Object.keys(spec.sorts).join(', ')}` } });
  result.sort(sort);
  const hasPage = ctx.query.has('page') || ctx.query.has('pageSize');
  if (!hasPage) return { result };
  const { page, pageSize } = parsePaging(ctx);
  const total = result.length;
  result = result.slice((page - 1) * pageSize, page * pageSize);
  return { result, total, page, pageSize };
}

export const byDateDesc =
  <T>(field: keyof T) =>
  (a: T, b: T) =>
    String(b[field]).localeCompare(String(a[field])) ||
    Number((b as { id?: number }).id) - Number((a as { id?: number }).id);
export const byDateAsc =
  <T>(field: keyof T) =>
  (a: T, b: T) =>
    -byDateDesc<T>(field)(a, b);
export const byText =
  <T>(field: keyof T) =>
  (a: T, b: T) =>
    String(a[field]).localeCompare(String(b[field]), 'en', { sensitivity: 'base' });
