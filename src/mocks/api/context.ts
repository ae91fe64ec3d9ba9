import type { ActivityType } from '@/features/dashboard/types';
import {
  AUTH_MESSAGES,
  CURSOR_MESSAGE,
  cursorFits,
  encodeCursor,
  sortKind,
  type CursorValue,
  type ListDef,
  type ListParams,
  type SortDef,
} from '@/contract';
import { listParamsOf } from '@/domain/input';
import type { Store } from '@/domain/store';
import type { WriteContext } from '@/domain/versioned';
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
  /** The shared rules' storage on `db` (./store.ts). */
  store: Store<MockDb>;
  /** Appends an activity row. */
  record: (row: { action: string; type: ActivityType; recordId: string; recordLabel: string }) => void;
}

/** Who writes (the session's account, as the server names it) and when, for the shared rules. */
export const writeContext = (ctx: RouteContext, session: MockSession): WriteContext<MockDb> => ({
  store: ctx.store,
  actor: session.email.split('@')[0] || 'admin',
  now: ctx.now().getTime(),
  trashRetentionDays: ctx.db.trashRetentionDays,
  revisionsKeep: ctx.db.revisionsKeep,
});

/** The session of the bearer token, or 401. `full` requires a code-verified session. */
export function requireSession(ctx: RouteContext, { full = true } = {}): MockSession {
  const session = ctx.token ? ctx.db.sessions.get(ctx.token) : undefined;
  if (!session) fail(401, AUTH_MESSAGES.authRequired);
  if (full && !session.full) fail(401, AUTH_MESSAGES.verifyFirst);
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

/** A list's query string read by the contract (the server's own rules and 400 answers). */
export const listParams = (
  ctx: RouteContext,
  list: ListDef,
  query: Record<string, unknown> = Object.fromEntries(ctx.query),
): ListParams => listParamsOf(query, list);

const isDateField = (field: string) => /(Date|At)$/.test(field);
/** A row's field as text (objects read as empty, as in the server's text columns). */
const textOf = (row: unknown, field: string) => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The contract's sort as a comparator: dates as ISO text, other fields as text ignoring case; then by id. */
function comparator<T>({ by, direction }: SortDef): (a: T, b: T) => number {
  const sign = direction === 'asc' ? 1 : -1;
  const field = (row: T) => textOf(row, by);
  const id = (row: T) => Number((row as { id?: number }).id);
  const compare = isDateField(by)
    ? (a: T, b: T) => field(a).localeCompare(field(b))
    : (a: T, b: T) => field(a).localeCompare(field(b), 'en', { sensitivity: 'base' });
  return (a, b) => sign * (compare(a, b) || id(a) - id(b));
}

/** A list whose search is not the contract's substring match (the blog list's full-text search). */
export interface ListSearch<T> {
  /** Replaces the substring search over the list's fields. */
  matches?: (row: T, q: string) => boolean;
  /** Sorts before the list's order: lower first (the blog list puts title matches first). */
  rank?: (row: T, q: string) => number;
  /** A sorted field's value in a cursor where the server sorts by another column (a category's name by its key). */
  sortKey?: Record<string, (row: T) => string>;
}

/** Case-insensitive substring match of lower-cased `q` over some fields (the lists' search). */
export function containsText<T>(row: T, fields: readonly string[], q: string): boolean {
  return fields.some((field) => textOf(row, field).toLowerCase().includes(q));
}

/**
 * Search, sort and paging as the contract's list says (`rows` already filtered by the route): `page`, or with `after`
 * the rows after the cursor's position; every page carries the cursor of the next (the server's `nextCursor`: the
 * search rank if any, the sort key, then the id).
 */
export function listReply<T>(rows: T[], list: ListDef, params: ListParams, search: ListSearch<T> = {}) {
  const raw = params.q;
  const q = raw?.toLowerCase();
  let result = q
    ? rows.filter((row) => (search.matches ? search.matches(row, raw ?? '') : containsText(row, list.search, q)))
    : [...rows];
  const sort = list.sorts[params.sort];
  const byOrder = sort ? comparator<T>(sort) : () => 0;
  const rank = q ? search.rank : undefined;
  result.sort(rank ? (a, b) => rank(a, raw ?? '') - rank(b, raw ?? '') || byOrder(a, b) : byOrder);
  if (!params.paged || !sort) return { result };
  const { page, pageSize } = params;
  const total = result.length;
  const kind = sortKind(sort.by);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyOf = search.sortKey?.[sort.by];
  const cursorOf = (row: T): CursorValue[] => [
    ...(rank ? [rank(row, raw ?? '')] : []),
    keyOf ? keyOf(row) : kind === 'int' ? Date.parse(textOf(row, sort.by)) : textOf(row, sort.by),
    Number((row as { id?: number }).id),
  ];
  const kinds = [...(rank ? ['int' as const] : []), kind, 'int' as const];
  /** Positive when key values `a` come after `b` in the list's order. */
  const after = (a: CursorValue[], b: CursorValue[]) => {
    const offset = rank ? 1 : 0;
    if (rank && a[0] !== b[0]) return Number(a[0]) - Number(b[0]);
    const [x, y] = [a[offset]!, b[offset]!];
    const byKey = typeof x === 'number' ? x - Number(y) : x.localeCompare(String(y), 'en', { sensitivity: 'base' });
    return sign * (byKey || Number(a[offset + 1]) - Number(b[offset + 1]));
  };
  let start = (page - 1) * pageSize;
  if (params.after) {
    const cursor = params.after;
    if (!cursorFits(cursor, kinds)) fail(400, CURSOR_MESSAGE, { errors: { after: CURSOR_MESSAGE } });
    start = result.findIndex((row) => after(cursorOf(row), cursor) > 0);
    if (start < 0) start = total;
  }
  result = result.slice(start, start + pageSize);
  const last = result.at(-1);
  const nextCursor = last && start + result.length < total ? encodeCursor(params.sort, cursorOf(last)) : null;
  return { result, total, page, pageSize, nextCursor };
}
