import type { FetchLike } from '../../shared/api/createApiClient';
import type { RouteContext } from './context';
import type { RecordType } from '@/contract';
import { createDb, rowFromRecord, tableOf, type MockDb } from './db';
import { getRecord, staleVersion } from '@/domain/versioned';
import { RuleError } from '@/domain/errors';
import { IMAGE_EXTENSIONS } from '@/lib/imagePolicy';
import { fail, internalError, ok, toResponse, type MockReply } from './http';
import { readRequest, type RecordedRequest } from './readRequest';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { dashboardRoutes } from './routes/dashboard';
import { activityRoutes, contactRoutes, enquiryRoutes } from './routes/messages';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';
import { trashRoutes } from './routes/trash';
import { revisionRoutes } from './routes/revisions';
import { purgeExpired } from '@/domain/trash';
import { mediaRoutes } from './routes/media';
import { recordRoutes } from './routes/records';
import { memoryStore } from './store';
import { uploadRoutes } from './routes/uploads';
import { webhookRoutes } from './routes/webhooks';
import {
  forcesConflict,
  OFFLINE_ERROR_TEXT,
  scenarioFailure,
  SLOW_LATENCY_MS,
  type Scenario,
} from './scenarios';

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

  async function route(request: RecordedRequest): Promise<MockReply> {
    const forced = scenarioFailure(scenario, request.method, request.path);
    if (forced) return forced;
    const ctx: RouteContext = {
      method: request.method,
      segments: request.path.split('/').filter(Boolean),
      query: new URLSearchParams(request.query),
      body: typeof request.body === 'object' ? request.body : null,
      bodyType: request.bodyType,
      token: /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null,
      db,
      now: () => new Date(time),
      store,
      record: (row) => void store.record(db, { ...row, actor: 'admin' }, time),
    };
    if (forcesConflict(scenario, request.method, request.path)) throw staleVersion(await currentRecord(ctx));
    await purgeExpired(store, time);
    if (request.method === 'GET' && request.path === '/health') return ok({ status: 'ok' });
    const reply =
      authRoutes(ctx, () => `mock-token-${hex(24)}`) ??
      (await trashRoutes(ctx)) ??
      (await revisionRoutes(ctx)) ??
      (await recordRoutes(ctx)) ??
      (await mediaRoutes(ctx)) ??
      enquiryRoutes(ctx) ??
      contactRoutes(ctx) ??
      (await activityRoutes(ctx)) ??
      dashboardRoutes(ctx) ??
      uploadRoutes(ctx) ??
      (await contentRoutes(ctx)) ??
      seoRoutes(ctx) ??
      searchRoutes(ctx) ??
      webhookRoutes(ctx);
    return reply ?? fail(404, 'Not found');
  }

  const fetch: FetchLike = async (input, init) => {
    const request = await readRequest(input, init);
    requests.push(request);
    const signal = init?.signal ?? undefined;
    if (scenario === 'loading') return never(signal);
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

/** The record a write names, as its get answers it (the `conflict` scenario's `current`). */
function currentRecord(ctx: RouteContext): Promise<unknown> {
  const [root, , raw = ''] = ctx.segments;
  const type = root === 'blogs' ? 'blog' : root === 'category' ? 'category' : root === 'media' ? 'asset' : 'meta';
  return getRecord(ctx.store, type, decodeURIComponent(raw), ctx.now().getTime());
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function never(signal?: AbortSignal | null): Promise<Response> {
  return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(abortError())));
}

function delay(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortError());
    });
  });
}
