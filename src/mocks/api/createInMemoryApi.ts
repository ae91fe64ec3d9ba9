import type { FetchLike } from '../../shared/api/createApiClient';
import { open, router, type RouteContext } from './context';
import { RESOURCES, type RecordType } from '@/contract';
import { countUses, createDb, derivedOf, seedRows } from './db';
import { selectRows } from './sqlite';
import { RuleError } from '@/domain/errors';
import { IMAGE_EXTENSIONS } from '@/lib/imagePolicy';
import { fail, internalError, ok, toResponse, type MockReply } from './http';
import { readRequest, type RecordedRequest } from './readRequest';
import { authRoutes, sessionOf } from './routes/auth';
import { contentRoutes } from './routes/content';
import { dashboardRoutes } from './routes/dashboard';
import { mediaRoutes } from './routes/media';
import { messageRoutes } from './routes/messages';
import { recordRoutes } from './routes/records';
import { revisionRoutes } from './routes/revisions';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';
import { trashRoutes } from './routes/trash';
import { uploadRoutes } from './routes/uploads';
import { webhookRoutes } from './routes/webhooks';
import { purgeExpired } from '@/domain/trash';
import { memoryStore } from './store';
import { OFFLINE_ERROR_TEXT, scenarioFailure, SLOW_LATENCY_MS, type Scenario } from './scenarios';

/** The fixed instant of stories and tests. */
export const MOCK_NOW = '2026-11-20T10:00:00.000Z';

export interface InMemoryApiOptions {
  /** @default 'default' */
  scenario?: Scenario;
  /** The mock's clock: fixed, moving only with `advance()`, or a function (the contract test's real clock). @default MOCK_NOW */
  now?: string | Date | (() => number);
  /** Extra latency per request (the `slow` scenario uses 800 ms). @default 0 */
  latencyMs?: number;
  /** Adds PAGE enquiries whose text needs CSV quoting and the formula guard (the export story). @default false */
  csvEdgeCases?: boolean;
  /** Days a trashed item is kept before the automatic purge (the server's `TRASH_RETENTION_DAYS`). @default 30 */
  trashRetentionDays?: number;
}

export type InMemoryApi = ReturnType<typeof createInMemoryApi>;

/** The in-memory API of docs/api.md over seeded fixtures, as a `fetch` function. */
export function createInMemoryApi(options: InMemoryApiOptions = {}) {
  let scenario: Scenario = options.scenario ?? 'default';
  const start = options.now ?? MOCK_NOW;
  const fixed = typeof start === 'function' ? start : () => new Date(start).getTime();
  let offset = 0;
  const clock = () => fixed() + offset;
  // Tokens and upload names: unique, and the same on every run.
  let made = 0;
  const hex = (length: number) => (++made).toString(16).padStart(length, '0');
  const db = createDb(new Date(clock()), { empty: scenario === 'empty', csvEdgeCases: options.csvEdgeCases ?? false });
  if (options.trashRetentionDays !== undefined) db.trashRetentionDays = options.trashRetentionDays;
  const requests: RecordedRequest[] = [];
  const latency = options.latencyMs ?? (scenario === 'slow' ? SLOW_LATENCY_MS : 0);
  let counted = Promise.resolve();
  const store = memoryStore(db, { uploadName: (type) => `${hex(32)}.${IMAGE_EXTENSIONS[type] ?? 'bin'}` });

  const routes = router(
    { 'GET /health': open(() => ok({ status: 'ok' })) },
    authRoutes,
    trashRoutes,
    ...revisionRoutes,
    ...recordRoutes,
    mediaRoutes,
    messageRoutes,
    dashboardRoutes,
    uploadRoutes,
    contentRoutes,
    seoRoutes,
    searchRoutes,
    webhookRoutes,
  );

  async function route(request: RecordedRequest): Promise<MockReply> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const ctx: RouteContext = {
      method: request.method,
      segments: request.path.split('/').filter(Boolean),
      query: new URLSearchParams(request.query),
      body: typeof request.body === 'object' ? request.body : null,
      bodyType: request.bodyType,
      token,
      scenario,
      session: await sessionOf(db, token),
      db,
      now: () => new Date(clock()),
      newToken: () => `mock-token-${hex(24)}`,
      store,
    };
    const matched = routes(ctx);
    const forced = scenarioFailure(scenario, request.method, request.path, matched?.access ?? 'full');
    if (forced) return forced;
    // One count at a time, before the call reads: the panel's calls arrive side by side.
    await (counted = counted.then(() => countUses(db)));
    await purgeExpired(store, clock());
    if (matched) return matched.answer();
    if (ctx.segments[0] === 'content' && ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      fail(405, 'The Content API is read-only: use GET or HEAD');
    }
    return fail(404, 'Not found');
  }

  const fetch: FetchLike = async (input, init) => {
    const request = await readRequest(input, init);
    requests.push(request);
    const signal = init?.signal ?? undefined;
    if (scenario === 'loading') await delay(Infinity, signal);
    if (scenario === 'offline') throw new TypeError(OFFLINE_ERROR_TEXT);
    if (latency > 0) await delay(latency, signal);
    let reply: MockReply;
    try {
      reply = await route(request);
    } catch (error) {
      if (!(error instanceof RuleError)) return toResponse(internalError());
      reply = { status: error.status, body: { message: error.message, ...error.extra } };
    }
    return toResponse(reply);
  };

  return {
    /** A `fetch`-compatible transport for the API client (`store.set(fetchAtom, api.fetch)`). */
    fetch,
    /** The server's tables, each read as an array (`api.db.blogs`); rows change through the calls below. */
    db,
    /** Every request received, in order. */
    requests,
    get scenario() {
      return scenario;
    },
    /** Moves the mock's clock forward (OTP cooldown and expiry). */
    advance: (ms: number) => void (offset += ms),
    /** Switches the scenario (e.g. a Retry that now succeeds). */
    setScenario: (next: Scenario) => void (scenario = next),
    /** Adds records given in the API's shape (ISO times) to a table, unless one with the same id is there. */
    seed(type: RecordType, records: readonly object[]) {
      const table = RESOURCES[type].storage.table;
      const ids = new Set(selectRows<{ id: number }>(db.sql.raw, `SELECT id FROM "${table}"`).map((row) => row.id));
      seedRows(
        db,
        type,
        records.filter((record) => !ids.has((record as { id?: number }).id ?? -1)),
      );
    },
    /** Changes columns of a stored row directly (test set-up: no rule runs, nothing is logged). */
    update(type: RecordType, id: number, changes: Record<string, string | number | null>) {
      // The columns derived from a changed one are written with it, as the server's writes derive them.
      const entries = [...Object.entries(changes), ...derivedOf(type, changes)];
      const set = entries.map(([column]) => `"${column}" = ?`).join(', ');
      const table = RESOURCES[type].storage.table;
      db.sql.raw.exec({ sql: `UPDATE "${table}" SET ${set} WHERE id = ?`, bind: [...entries.map(([, v]) => v), id] });
      db.touched.set(`${type}:${id}`, { type, id });
    },
    /** Deletes a stored row directly (test set-up: no rule runs, nothing is logged). */
    remove(type: RecordType, id: number) {
      db.sql.raw.exec({ sql: `DELETE FROM "${RESOURCES[type].storage.table}" WHERE id = ?`, bind: [id] });
      db.touched.set(`${type}:${id}`, { type, id });
    },
    /** Frees its database: a request after this fails. */
    close: () => db.sql.raw.close(),
  };
}

/** Resolves after `ms` (never for Infinity), or rejects as fetch does when `signal` aborts. */
function delay(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = ms < Infinity ? setTimeout(resolve, ms) : undefined;
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}
