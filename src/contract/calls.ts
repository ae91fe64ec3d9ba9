/**
 * A record type's call paths (`ApiDef`), built from the two naming schemes the API has: the original one, where the
 * verb and the record's name make the path (`/blogs/getBlog/:blogId`), and the plain one of the later record types
 * (`/redirects/get/:id`).
 */
import type { ApiDef } from './resource.ts';

type Call = 'list' | 'get' | 'create' | 'update' | 'delete';
const ALL: readonly Call[] = ['list', 'get', 'create', 'update', 'delete'];
/** The calls that name one record, and so end with its path parameter. */
const ONE = new Set<Call>(['get', 'update', 'delete']);

const build = (calls: readonly Call[], path: (call: Call) => string): ApiDef =>
  Object.fromEntries(calls.map((call) => [call, path(call)])) as unknown as ApiDef;

/** `<base>/list`, `<base>/<verb><Name>` and `<base>/<verb><Name>/:<key>` (get, update, delete). */
export const verbCalls = (base: string, name: string, key = 'id', calls: readonly Call[] = ALL): ApiDef =>
  build(calls, (call) =>
    call === 'list' ? `${base}/list` : `${base}/${call}${name}${ONE.has(call) ? `/:${key}` : ''}`,
  );

/** `<base>/<call>`, and `<base>/<call>/:id` for the calls that name one record. */
export const plainCalls = (base: string, calls: readonly Call[] = ALL): ApiDef =>
  build(calls, (call) => `${base}/${call}${ONE.has(call) ? '/:id' : ''}`);
