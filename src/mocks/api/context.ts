import { AUTH_MESSAGES, CURSOR_MESSAGE, cursorFits, encodeCursor, sortKind, type CursorValue } from '@/contract';
import type { ListDef, ListParams } from '@/contract';
import { listParamsOf } from '@/domain/input';
import type { Store } from '@/domain/store';
import type { WriteContext } from '@/domain/versioned';
import type { MockDb, MockSession } from './db';
import type { Scenario } from './scenarios';
import { fail, type MockReply } from './http';

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
  scenario: Scenario;
  /** The bearer token's session, checked by the router as the route's access says. */
  session?: MockSession;
  db: MockDb;
  now: () => Date;
  /** A new session token. */
  newToken: () => string;
  /** The shared rules' storage on `db` (./store.ts). */
  store: Store<MockDb>;
}

/** A route's answer to a request, given the path's `:param` values in order. */
export type Handler = (ctx: RouteContext, ...params: string[]) => MockReply | Promise<MockReply>;
/** Who may call a route: anyone, a session before its code, or (the default) a code-verified session. */
export type Access = 'public' | 'pending' | 'full';
/** Routes by `METHOD /path/:param` (HEAD is answered as GET, as the server's). */
export type Routes = Record<string, Handler | { access: Access; run: Handler }>;

export const open = (run: Handler) => ({ access: 'public' as const, run });
export const pending = (run: Handler) => ({ access: 'pending' as const, run });

/** The session of the bearer token, or 401. `full` requires a code-verified session. */
function requireSession(ctx: RouteContext, access: Access): void {
  if (access === 'public') return;
  if (!ctx.session) fail(401, AUTH_MESSAGES.authRequired);
  if (access === 'full' && !ctx.session.full) fail(401, AUTH_MESSAGES.verifyFirst);
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** A router over route tables: the first route whose method and path match answers, after its access check. */
export function router(...tables: Routes[]) {
  const routes = tables.flatMap((table) =>
    Object.entries(table).map(([key, route]) => {
      const [method = '', path = ''] = key.split(' ');
      const { access, run } = typeof route === 'function' ? { access: 'full' as const, run: route } : route;
      return { method, parts: path.split('/').filter(Boolean), access, run };
    }),
  );
  return (ctx: RouteContext): MockReply | Promise<MockReply> | null => {
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    for (const route of routes) {
      if (route.method !== method || route.parts.length !== ctx.segments.length) continue;
      const params = route.parts.flatMap((part, i) => (part.startsWith(':') ? [decode(ctx.segments[i]!)] : []));
      if (route.parts.some((part, i) => !part.startsWith(':') && part !== ctx.segments[i])) continue;
      requireSession(ctx, route.access);
      return route.run(ctx, ...params);
    }
    return null;
  };
}

/** Who writes (the session's account, as the server names it) and when, for the shared rules. */
export const writeContext = (ctx: RouteContext): WriteContext<MockDb> => ({
  store: ctx.store,
  actor: ctx.session?.email.split('@')[0] || 'admin',
  now: ctx.now().getTime(),
  trashRetentionDays: ctx.db.trashRetentionDays,
  revisionsKeep: ctx.db.revisionsKeep,
});

export const requireJson = (ctx: RouteContext) =>
  (ctx.bodyType === 'json' && ctx.body) || fail(415, 'Expected a JSON body');

export const requireForm = (ctx: RouteContext) =>
  (ctx.bodyType === 'form' && ctx.body) || fail(415, 'Expected a multipart body');

/** A list's query string read by the contract (the server's own rules and 400 answers). */
export const listParams = (ctx: RouteContext, list: ListDef) => listParamsOf(Object.fromEntries(ctx.query), list);

/** The page of sorted rows starting at `start` (by default the page's first row), with the list's total. */
export function pageOf<T>(rows: T[], { page, pageSize }: ListParams, start = (page - 1) * pageSize) {
  return { result: rows.slice(start, start + pageSize), total: rows.length, page, pageSize };
}

/** A row's field as text (objects read as empty, as in the server's text columns). */
const textOf = (row: unknown, field: string) => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Case-insensitive substring match of lower-cased `q` over some fields (the lists' search). */
export function containsText<T>(row: T, fields: readonly string[], q: string): boolean {
  return fields.some((field) => textOf(row, field).toLowerCase().includes(q));
}

/** A list whose search is not the contract's substring match (the blog list's full-text search). */
export interface ListSearch<T> {
  /** Replaces the substring search over the list's fields. */
  matches?: (row: T, q: string) => boolean;
  /** Sorts before the list's order: lower first (the blog list puts title matches first). */
  rank?: (row: T, q: string) => number;
  /** A sorted field's key where the server sorts by another column (a category's name by its key). */
  sortKey?: Record<string, (row: T) => string>;
}

/** Compares key tuples as the server's ORDER BY: numbers as numbers, text ignoring case; `signs` per key. */
function compareKeys(a: CursorValue[], b: CursorValue[], signs: number[]): number {
  for (const [i, sign] of signs.entries()) {
    const [x, y] = [a[i]!, b[i]!];
    const order = typeof x === 'number' ? x - Number(y) : x.localeCompare(String(y), 'en', { sensitivity: 'base' });
    if (order) return sign * order;
  }
  return 0;
}

/**
 * Search, sort and paging as the contract's list says (`rows` already filtered by the route): each row's key is the
 * server's cursor (the search rank if any, the sort key, then the id); a page is `page`, or with `after` the rows
 * whose key comes after the cursor, and carries the cursor of the next.
 */
export function listReply<T>(rows: T[], list: ListDef, params: ListParams, search: ListSearch<T> = {}) {
  const q = params.q;
  const matches = search.matches ?? ((row: T, text: string) => containsText(row, list.search, text.toLowerCase()));
  const found = q ? rows.filter((row) => matches(row, q)) : [...rows];
  const sort = list.sorts[params.sort];
  if (!sort) return { result: found };
  const rank = q ? search.rank : undefined;
  const kind = sortKind(sort.by);
  const keyOf =
    search.sortKey?.[sort.by] ??
    ((row: T) => (kind === 'int' ? Date.parse(textOf(row, sort.by)) : textOf(row, sort.by)));
  const keysOf = (row: T): CursorValue[] => [
    ...(rank ? [rank(row, q ?? '')] : []),
    keyOf(row),
    Number((row as { id?: number }).id),
  ];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const signs = [...(rank ? [1] : []), sign, sign];
  const keyed = found.map((row) => ({ row, keys: keysOf(row) })).sort((a, b) => compareKeys(a.keys, b.keys, signs));
  const sorted = keyed.map(({ row }) => row);
  if (!params.paged) return { result: sorted };
  let start = (params.page - 1) * params.pageSize;
  if (params.after) {
    const cursor = params.after;
    const kinds = [...(rank ? ['int' as const] : []), kind, 'int' as const];
    if (!cursorFits(cursor, kinds)) fail(400, CURSOR_MESSAGE, { errors: { after: CURSOR_MESSAGE } });
    start = keyed.findIndex(({ keys }) => compareKeys(keys, cursor, signs) > 0);
    if (start < 0) start = keyed.length;
  }
  const page = pageOf(sorted, params, start);
  const end = start + page.result.length;
  const last = page.result.length > 0 && end < keyed.length ? keyed[end - 1] : undefined;
  return { ...page, nextCursor: last ? encodeCursor(params.sort, last.keys) : null };
}
