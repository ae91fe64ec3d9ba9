import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { cachedRows, isSharedResult } from '../db/cache.ts';
import { rowStreamOf, type Db } from '../db/index.ts';
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
/** A page (rows and total) or, for the whole-list form, the compiled query to stream. */
export type ListResult<Row> =
  | { rows: readonly Row[]; total: number; whole?: undefined }
  | {
      rows?: undefined;
      total?: undefined;
      whole: { db: Db; compiled: { sql: string; parameters: readonly unknown[] } };
    };

/** Runs a filtered query as one page with its total, or prepares the whole list to be streamed by `listResponse`. */
export async function runList<Row>(
  db: Db,
  query: SelectQueryBuilder<Database, any, any>,
  params: ListParams,
  order: (q: SelectQueryBuilder<Database, any, any>) => SelectQueryBuilder<Database, any, any>,
  select: (q: SelectQueryBuilder<Database, any, any>) => SelectQueryBuilder<Database, any, any> = (q) => q.selectAll(),
): Promise<ListResult<Row>> {
  if (!params.paged) return { whole: { db, compiled: order(select(query)).compile() } };
  // The count and the page are answered from memory until one of their tables is written (db/cache.ts, SQLite only).
  const [counted] = await cachedRows<{ n?: number }>(
    db,
    query.select((eb) => eb.fn.countAll<number>().as('n')).compile(),
  );
  const total = Number(counted?.n ?? 0);
  const rows = await cachedRows<Row>(
    db,
    order(select(query))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize)
      .compile(),
  );
  return { rows, total };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

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

/** Rows read and serialised per step of a whole-list stream; the event loop is free between steps. */
export const STREAM_BATCH = 200;
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
 * The answer of a list call: `{result, total, page, pageSize}` for a page; for the whole list `{"result": [...]}`
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
    const tail = { total: list.total, page: params.page, pageSize: params.pageSize };
    if (!isSharedResult(list.rows)) return { result: list.rows.map(toItem), ...tail };
    return reply.type('application/json; charset=utf-8').send(pageBody(list.rows, toItem, tail));
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
  const body = Readable.from(json(), { objectMode: false, highWaterMark: CHUNK_CHARS });
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
  return reply.type('application/json; charset=utf-8').send(body);
}
