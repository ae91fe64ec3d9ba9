/**
 * Request validation from the contract (src/contract): every rule and message is defined there once, so the server,
 * the in-memory API and the panel cannot drift. This module turns the contract's results into 400 answers and gives
 * Fastify route schemas (`bodyOf`, `queryOf`, `paramsOf`) whose parsed values type the handlers.
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import {
  COMMON_MESSAGES,
  parseFlag as parseFlagOf,
  parseId,
  parseInput,
  parseListQuery,
  parseVersion as parseVersionOf,
  VALIDATION_MESSAGE,
  type CreateValues,
  type Fields,
  type ListDef,
  type ListParams,
  type UpdateValues,
} from '../../../src/contract/index.ts';
import { badRequest } from './errors.ts';

export { checkText, parseId, parseText } from '../../../src/contract/index.ts';

/** A create's values (every field), or 400 `{message, errors}`. */
export function validate<F extends Fields>(input: Record<string, unknown>, fields: F): CreateValues<F> {
  const parsed = parseInput(fields, input);
  if (!parsed.ok) throw badRequest(VALIDATION_MESSAGE, parsed.errors);
  return parsed.values;
}

/** An update's values (the fields sent), or 400 `{message, errors}`. */
export function validatePartial<F extends Fields>(input: Record<string, unknown>, fields: F): UpdateValues<F> {
  const parsed = parseInput(fields, input, { partial: true });
  if (!parsed.ok) throw badRequest(VALIDATION_MESSAGE, parsed.errors);
  return parsed.values;
}

/** A JSON body must be a plain object; anything else is a 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(COMMON_MESSAGES.bodyNotObject);
  return { ...body };
}

/** Optional `version` for optimistic concurrency: absent → undefined; else a non-negative integer or 400. */
export function parseVersion(raw: unknown): number | undefined {
  const parsed = parseVersionOf(raw);
  if ('problem' in parsed) throw badRequest(VALIDATION_MESSAGE, { version: parsed.problem });
  return parsed.version;
}

/** `removeImage=true` on updates. */
export function parseFlag(raw: unknown, field: string): boolean {
  const parsed = parseFlagOf(raw, field);
  if ('problem' in parsed) throw badRequest(VALIDATION_MESSAGE, { [field]: parsed.problem });
  return parsed.value;
}

/** A list's query string, or 400. */
export function listQuery(query: unknown, list: ListDef): ListParams {
  const input = typeof query === 'object' && query !== null ? { ...query } : {};
  const parsed = parseListQuery(input, list);
  if (!parsed.ok) throw badRequest(parsed.message, parsed.errors);
  return parsed.params;
}

/**
 * A part of a request (body, query string or path parameters) as a route schema: `parse` returns the typed value or
 * throws the contract's 400. The server's validator compiler runs it, so a handler only ever sees parsed values.
 */
export class RequestPart<T> {
  constructor(readonly parse: (data: unknown) => T) {}
}

/** A JSON create body: every field of `fields`. */
export const bodyOf = <F extends Fields>(fields: F) => new RequestPart((data) => validate(objectBody(data), fields));

/** A JSON update body: `version` first, then the fields sent. */
export const updateBodyOf = <F extends Fields>(fields: F) =>
  new RequestPart((data) => {
    const body = objectBody(data);
    const version = parseVersion(body.version);
    return { version, values: validatePartial(body, fields) };
  });

/** A list's query string. */
export const queryOf = (list: ListDef) => new RequestPart((data) => listQuery(data, list));

/** A numeric `:id` path parameter; undefined when it cannot name a record (the route answers its own 404). */
export const idParams = new RequestPart((data) => ({
  id: parseId(typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined),
}));

/** Runs `RequestPart` schemas; a thrown 400 becomes the answer (the error handler renders it). */
export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof RequestPart)) throw new Error('route schemas must be RequestPart values (src/contract)');
  const part = schema as RequestPart<unknown>;
  return (data: unknown) => {
    try {
      return { value: part.parse(data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/** Types `request.body`/`query`/`params` from the route's `RequestPart` schemas. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends RequestPart<infer T> ? T : unknown;
  serializer: this['schema'] extends RequestPart<infer T> ? T : unknown;
}
