import { AUTH_MESSAGES, type ListDef } from '@/contract';
import { listParamsOf } from '@/domain/input';
import type { Store } from '@/domain/store';
import type { WriteContext } from '@/domain/versioned';
import type { Db } from '../../../server/src/db/index.ts';
import type { SessionInfo } from '../../../server/src/db/sessions.ts';
import type { MockDb } from './db';
import type { Scenario } from './scenarios';
import { fail, type Access, type MockReply } from './http';

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
  session?: SessionInfo;
  db: MockDb;
  now: () => Date;
  /** A new session token. */
  newToken: () => string;
  /** The shared rules' storage on `db` (./store.ts). */
  store: Store<Db>;
}

/** A route's answer to a request, given the path's `:param` values in order. */
export type Handler = (ctx: RouteContext, ...params: string[]) => MockReply | Promise<MockReply>;
/** Routes by `METHOD /path/:param` (HEAD is answered as GET, as the server's). */
export type Routes = Record<string, Handler | { access: Access; run: Handler }>;

export const open = (run: Handler) => ({ access: 'public' as const, run });
export const pending = (run: Handler) => ({ access: 'pending' as const, run });

/** The session of the bearer token, or 401. `full` requires a code-verified session. */
function requireSession(ctx: RouteContext, access: Access): void {
  if (access === 'public') return;
  if (!ctx.session) fail(401, AUTH_MESSAGES.authRequired);
  if (access === 'full' && !ctx.session.verified) fail(401, AUTH_MESSAGES.verifyFirst);
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** A router over route tables: the first route whose method and path match, its access, and its answer after the check. */
export function router(...tables: Routes[]) {
  const routes = tables.flatMap((table) =>
    Object.entries(table).map(([key, route]) => {
      const [method = '', path = ''] = key.split(' ');
      const { access, run } = typeof route === 'function' ? { access: 'full' as const, run: route } : route;
      return { method, parts: path.split('/').filter(Boolean), access, run };
    }),
  );
  return (ctx: RouteContext) => {
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    for (const route of routes) {
      if (route.method !== method || route.parts.length !== ctx.segments.length) continue;
      const params = route.parts.flatMap((part, i) => (part.startsWith(':') ? [decode(ctx.segments[i]!)] : []));
      if (route.parts.some((part, i) => !part.startsWith(':') && part !== ctx.segments[i])) continue;
      return { access: route.access, answer: () => (requireSession(ctx, route.access), route.run(ctx, ...params)) };
    }
    return null;
  };
}

/** Who writes (the session's account, as the server names it) and when, for the shared rules. */
export const writeContext = (ctx: RouteContext): WriteContext<Db> => ({
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
