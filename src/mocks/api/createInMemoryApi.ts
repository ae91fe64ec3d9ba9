import type { FetchLike } from '../../shared/api/createApiClient';
import { open, router, type RouteContext } from './context';
import type { RecordType } from '@/contract';
import { createDb, rowFromRecord, tableOf, type MockDb } from './db';
import { RuleError } from '@/domain/errors';
import { IMAGE_EXTENSIONS } from '@/lib/imagePolicy';
import { fail, internalError, ok, toResponse, type MockReply } from './http';
import { readRequest, type RecordedRequest } from './readRequest';
import { authRoutes } from './routes/auth';
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
  /** Seeds the generated tokens and upload names. @default 1 */
  seed?: number;
  /** The mock's clock; moves only with `advance()`. @default MOCK_NOW */
  now?: string | Date;
  /** Extra latency per request (the `slow` scenario uses 800 ms). @default 0 */
  latencyMs?: number;
  /** Adds PAGE enquiries whose text needs CSV quoting and the formula guard (the export story). @default false */
  csvEdgeCases?: boolean;
  /** Days a trashed item is kept before the automatic purge (the server's `TRASH_RETENTION_DAYS`). @default 30 */
  trashRetentionDays?: number;
}

export interface InMemoryApi {
  /** A `fetch`-compatible transport for the API client (`store.set(fetchAtom, api.fetch)`). */
  fetch: FetchLike;
  /** The live records; tests may read or change them. */
  db: MockDb;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  scenario: Scenario;
  /** Moves the mock's clock forward (OTP cooldown and expiry). */
  advance: (ms: number) => void;
  /** Switches the scenario (e.g. a Retry that now succeeds). */
  setScenario: (scenario: Scenario) => void;
  /** Adds records given in the API's shape (ISO times) to a table, unless one with the same id is there. */
  seed: (type: RecordType, records: readonly object[]) => void;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The in-memory API of docs/api.md over seeded fixtures, as a `fetch` function. */
export function createInMemoryApi(options: InMemoryApiOptions = {}): InMemoryApi {
  let scenario: Scenario = options.scenario ?? 'default';
  let time = new Date(options.now ?? MOCK_NOW).getTime();
  const random = mulberry32(options.seed ?? 1);
  const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  const db = createDb(new Date(time), { empty: scenario === 'empty', csvEdgeCases: options.csvEdgeCases ?? false });
  if (options.trashRetentionDays !== undefined) db.trashRetentionDays = options.trashRetentionDays;
  const requests: RecordedRequest[] = [];
  const latency = options.latencyMs ?? (scenario === 'slow' ? SLOW_LATENCY_MS : 0);
  let activityId = 100;
  const store = memoryStore(db, {
    uploadName: (type) => `${hex(32)}.${IMAGE_EXTENSIONS[type] ?? 'bin'}`,
    activityId: () => activityId++,
  });

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
    const forced = scenarioFailure(scenario, request.method, request.path);
    if (forced) return forced;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const ctx: RouteContext = {
      method: request.method,
      segments: request.path.split('/').filter(Boolean),
      query: new URLSearchParams(request.query),
      body: typeof request.body === 'object' ? request.body : null,
      bodyType: request.bodyType,
      token,
      scenario,
      session: token === null ? undefined : db.sessions.get(token),
      db,
      now: () => new Date(time),
      newToken: () => `mock-token-${hex(24)}`,
      store,
    };
    await purgeExpired(store, time);
    const reply = await routes(ctx);
    if (reply) return reply;
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
    fetch,
    db,
    requests,
    get scenario() {
      return scenario;
    },
    advance: (ms) => void (time += ms),
    setScenario: (next) => void (scenario = next),
    seed(type, records) {
      const rows = tableOf(db, type);
      for (const record of records) {
        const row = rowFromRecord(type, record);
        if (!rows.some((existing) => existing.id === row.id)) rows.push(row);
      }
    },
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
