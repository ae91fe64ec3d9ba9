import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { ListParams, TextRule } from '../../../src/contract/index.ts';
import { answersOf, isSharedResult } from '../db/cache.ts';
import type { Db } from '../db/index.ts';
import { rowStreamOf } from '../db/index.ts';
import type { ListResult } from '../db/list.ts';
import { listQuery } from './validate.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListParams } from '../../../src/contract/index.ts';

/**
 * A list's query string read with ad-hoc options (the Content API and the SEO report, whose lists are not a record
 * type of the contract); anything malformed is a 400.
 */
export function parseListQuery(
  query: unknown,
  options: { sorts: readonly string[]; defaultSort: string; filters?: Record<string, TextRule> },
): ListParams {
  const sorts = Object.fromEntries(options.sorts.map((name) => [name, { by: 'id', direction: 'asc' as const }]));
  // These lists page by `page` only: `after` (the record types' keyset cursor) is not theirs, like any unknown name.
  const { after: _ignored, ...rest } =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  return listQuery(rest, { search: [], sorts, defaultSort: options.defaultSort, filters: options.filters ?? {} });
}

const OPEN = Buffer.from('{"result":[');
const COMMA = Buffer.from(',');
const pageBodies = new WeakMap<object, { close: string; body: Buffer }>();
const itemBodies = new WeakMap<object, { item: Record<string, unknown>; fields: number; bytes: Buffer }>();

/** Counts an item's own enumerable fields when it is a plain object, else -1. */
function fieldCount(item: unknown): number {
  if (typeof item !== 'object' || item === null) return -1;
  let fields = 0;
  for (const key in item) if (Object.hasOwn(item, key)) fields++;
  return fields;
}

/** True when `item` has exactly the kept item's fields, each holding an identical (===) value. */
function sameFields(kept: { item: Record<string, unknown>; fields: number }, item: unknown): boolean {
  if (kept.fields < 0 || typeof item !== 'object' || item === null) return false;
  let fields = 0;
  for (const key in item) {
    if (!Object.hasOwn(item, key) || (item as Record<string, unknown>)[key] !== kept.item[key]) return false;
    fields++;
  }
  return fields === kept.fields;
}

/**
 * The JSON body of a page whose rows came from the read cache (the same row objects on every request until a write):
 * each row's item is still made afresh (it may depend on the time, e.g. a scheduled post's status), and its JSON
 * bytes are reused while that item has the same fields as when they were written. The bytes are exactly those of
 * `JSON.stringify({result, ...tail})`.
 */
function pageBody<Row, Item>(rows: readonly Row[], toItem: (row: Row) => Item, tail: object): Buffer {
  const parts: Buffer[] = [OPEN];
  let unchanged = true;
  rows.forEach((row, index) => {
    const item = toItem(row);
    let kept = itemBodies.get(row as object);
    if (!kept || !sameFields(kept, item)) {
      kept = {
        item: item as Record<string, unknown>,
        fields: fieldCount(item),
        bytes: Buffer.from(JSON.stringify(item)),
      };
      itemBodies.set(row as object, kept);
      unchanged = false;
    }
    if (index > 0) parts.push(COMMA);
    parts.push(kept.bytes);
  });
  const close = `],${JSON.stringify(tail).slice(1)}`;
  // Every item as last time and the same total and paging: the whole body is the one already assembled.
  const last = pageBodies.get(rows);
  if (unchanged && last?.close === close) return last.body;
  parts.push(Buffer.from(close));
  const body = Buffer.concat(parts);
  pageBodies.set(rows, { close, body });
  return body;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A list call's answer (`listResponse`), with a page's whole JSON kept under the request's URL on SQLite (db/cache.ts
 * `AnswerCache`): the next call for the same URL is answered with those bytes, no query built or run, while no table
 * the page read has been written since and until `validUntil(rows)` (a time the answer would change by itself, e.g. a
 * scheduled post turning published); `keep: false` for a call whose query depends on the clock. Lists answer the same
 * for every session, so the URL is the whole key.
 */
export async function answerList<Row, Item>(
  reply: FastifyReply,
  request: { url: string; query: ListParams },
  db: Db,
  run: () => Promise<ListResult<Row>>,
  toItem: (row: Row) => Item,
  options: { now: number; keep?: boolean; validUntil?: (rows: readonly Row[]) => number },
): Promise<unknown> {
  const params = request.query;
  const answers = params.paged && options.keep !== false ? answersOf(db) : undefined;
  const kept = answers?.get(request.url, options.now);
  if (kept) return reply.type(JSON_TYPE).send(kept);
  const list = await run();
  if (!answers || list.whole || !list.stamp) return listResponse(reply, list, toItem, params);
  const tail = pageTail(list, params);
  const body = isSharedResult(list.rows)
    ? pageBody(list.rows, toItem, tail)
    : Buffer.from(JSON.stringify({ result: list.rows.map(toItem), ...tail }));
  answers.set(request.url, list.stamp, body, options.validUntil?.(list.rows));
  return reply.type(JSON_TYPE).send(body);
}

const pageTail = (list: { total: number; nextCursor: string | null }, params: ListParams) => ({
  total: list.total,
  page: params.page,
  pageSize: params.pageSize,
  nextCursor: list.nextCursor,
});

/**
 * Rows read and serialised per step of a whole-list stream; the event loop is free between steps. A step's rows, items
 * and JSON are alive until it ends, so a young-generation collection during a step copies them (and promotes them to
 * the old generation if it comes twice): small steps keep that work, each pause and the garbage left in the old
 * generation small, and let other requests in more often, at the same CPU time per row.
 */
export const STREAM_BATCH = 50;
/** Whole-list streams running at once per process; more wait for a slot (each holds a database cursor). */
export const MAX_STREAMS = 4;
// Written in pieces of about this many characters, so a slow reader holds at most a few of them in memory.
const CHUNK_CHARS = 32 * 1024;
/** A whole-list stream whose client has read nothing for this long is ended (it holds a cursor and a slot). */
export const STREAM_STALL_MS = 60_000;
let streaming = 0;
const waiting: (() => void)[] = [];
async function streamSlot(): Promise<() => void> {
  if (streaming >= MAX_STREAMS) await new Promise<void>((resolve) => waiting.push(resolve));
  else streaming++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else streaming--;
  };
}

/**
 * The answer of a list call: `{result, total, page, pageSize, nextCursor}` for a page; for the whole list `{"result": [...]}`
 * streamed from a database cursor in batches, written only as fast as the client reads (backpressure), so memory
 * stays flat whatever the row count. A failure before the first row is an ordinary error answer; one after it ends
 * the connection (the client sees a cut-off body, never a 200 with a partial list that parses).
 */
export async function listResponse<Row, Item>(
  reply: FastifyReply,
  list: ListResult<Row>,
  toItem: (row: Row) => Item,
  params: ListParams,
): Promise<unknown> {
  if (!list.whole) {
    const tail = pageTail(list, params);
    if (!isSharedResult(list.rows)) return { result: list.rows.map(toItem), ...tail };
    return reply.type(JSON_TYPE).send(pageBody(list.rows, toItem, tail));
  }
  const release = await streamSlot();
  const batches = rowStreamOf(list.whole.db)(list.whole.compiled, STREAM_BATCH);
  let first: IteratorResult<unknown[], void>;
  try {
    first = await batches.next();
  } catch (error) {
    release();
    throw error;
  }
  let lastPull = Date.now();
  async function* json(): AsyncGenerator<string> {
    try {
      yield '{"result":[';
      let separator = '';
      for (let step = first; !step.done; step = await batches.next()) {
        let chunk = '';
        for (const row of step.value) {
          chunk += separator + JSON.stringify(toItem(row as Row));
          separator = ',';
          if (chunk.length >= CHUNK_CHARS) {
            yield chunk; // waits here while the client is not reading
            chunk = '';
          }
        }
        if (chunk) yield chunk;
        lastPull = Date.now();
        await nextTurn(); // let other requests run between batches
      }
      yield ']}';
    } finally {
      await batches.return();
      release();
    }
  }
  // Kept as text to the socket (`encoding`): pushed as Buffers, every piece of every list would be memory outside
  // V8's heap that only a garbage collection frees, tens of MB between collections on a busy machine. Text is
  // encoded by the socket's write and freed when that write completes.
  const body = Readable.from(json(), { objectMode: false, highWaterMark: CHUNK_CHARS, encoding: 'utf8' });
  body.on('error', (error) => reply.log.warn({ err: error }, 'whole-list stream failed'));
  const stall = setInterval(
    () => {
      if (Date.now() - lastPull > STREAM_STALL_MS) body.destroy(new Error('the client stopped reading'));
    },
    Math.min(5000, STREAM_STALL_MS),
  );
  stall.unref();
  body.once('close', () => clearInterval(stall));
  reply.raw.once('close', () => body.destroy());
  return reply.type(JSON_TYPE).send(body);
}
