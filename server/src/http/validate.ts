/**
 * Request validation from the contract (src/contract): every rule and message is defined there once, so the server,
 * the in-memory API and the panel cannot drift. This module turns the contract's results into 400 answers and gives
 * Fastify route schemas (`bodyOf`, `queryOf`, `paramsOf`) whose parsed values type the handlers.
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import {
  COMMON_MESSAGES,
  CURSOR_MAX,
  ID_PATTERN,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PATH_PATTERN,
  PHONE_PATTERN,
  Q_RULE,
  SINCE_MESSAGE,
  SLUG_PATTERN,
  VERSION_PATTERN,
  parseId,
  type Fields,
  type ListDef,
  type TextFormat,
  type TextRule,
} from '../../../src/contract/index.ts';
import { badRequest } from './errors.ts';

export { checkText, parseId, parseText } from '../../../src/contract/index.ts';
import {
  flagOf as parseFlag,
  listParamsOf as listQuery,
  validate,
  validatePartial,
  versionOf as parseVersion,
} from '../../../src/domain/input.ts';

export { listQuery, parseFlag, parseVersion, validate, validatePartial };

/** A JSON body must be a plain object; anything else is a 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(COMMON_MESSAGES.bodyNotObject);
  return { ...body };
}

/** A JSON Schema (2020-12, as OpenAPI 3.1 reads it): what `/openapi.json` says a request part holds. */
export type JsonSchema = Record<string, unknown>;

/**
 * A part of a request (body, query string or path parameters) as a route schema: `parse` returns the typed value or
 * throws the contract's 400. The server's validator compiler runs it, so a handler only ever sees parsed values.
 * `jsonSchema` describes the same rules for the API reference (it validates nothing: `parse` is the one check, with
 * the contract's messages); a body's `media` are the content types a route reads, each with its schema (JSON unless
 * it says otherwise).
 */
export class RequestPart<T> {
  readonly media: Readonly<Record<string, JsonSchema>>;
  constructor(
    readonly parse: (data: unknown) => T,
    readonly jsonSchema: JsonSchema = { type: 'object' },
    media?: Readonly<Record<string, JsonSchema>>,
  ) {
    this.media = media ?? { 'application/json': jsonSchema };
  }
}

/**
 * A part the handler still reads itself (its checks run after a hook of the route, or need the session): described
 * for the reference, handed to the handler as sent.
 */
export const describedPart = (jsonSchema: JsonSchema, media?: Readonly<Record<string, JsonSchema>>) =>
  new RequestPart<unknown>((data) => data, jsonSchema, media);

const FORMAT_SCHEMAS: Record<TextFormat, JsonSchema> = {
  httpUrl: { format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' },
  email: { format: 'email' },
  urlOrPath: { anyOf: [{ format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' }, { pattern: PATH_PATTERN.source }] },
  slug: { pattern: SLUG_PATTERN.source },
  phone: { pattern: PHONE_PATTERN.source },
};

/** One text rule of the contract as JSON Schema (lengths count characters after trimming). */
export function textRuleSchema(rule: TextRule & { label?: string }): JsonSchema {
  const min = rule.optional ? 0 : (rule.min ?? 1);
  return {
    type: rule.optional ? ['string', 'null'] : 'string',
    ...(rule.label ? { title: rule.label } : {}),
    ...(min > 0 ? { minLength: min } : {}),
    maxLength: rule.max,
    ...(rule.format ? FORMAT_SCHEMAS[rule.format] : {}),
    ...(rule.oneOf ? { enum: [...rule.oneOf] } : {}),
  };
}

/** An object of text fields; with `partial` none is required (an update), else every non-optional one. */
export function fieldsSchema(fields: Fields, { partial = false } = {}, extra: Record<string, JsonSchema> = {}) {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, rule] of Object.entries(fields)) properties[name] = textRuleSchema(rule);
  const required = partial ? [] : Object.keys(fields).filter((name) => !fields[name]?.optional);
  return { type: 'object', properties: { ...properties, ...extra }, ...(required.length ? { required } : {}) };
}

/** `version` of an update: the record's version as read (a stale one is a 409 with the record as it is now). */
export const VERSION_SCHEMA: JsonSchema = {
  anyOf: [
    { type: 'integer', minimum: 0 },
    { type: 'string', pattern: VERSION_PATTERN.source },
  ],
  description: 'The version read; a stale one answers 409 with the record as it is now.',
};

/** A list's query string (docs/api.md#lists) as JSON Schema; `cursor: false` for the lists that page by number only. */
export function listQuerySchema(list: ListDef, { cursor = true } = {}): JsonSchema {
  const whole = (max: number) => ({ type: 'string', pattern: '^[0-9]{1,9}$', description: `1 to ${max}` });
  const filters = Object.fromEntries(Object.entries(list.filters).map(([name, rule]) => [name, textRuleSchema(rule)]));
  return {
    type: 'object',
    properties: {
      page: { ...whole(MAX_PAGE), description: 'A page number; with page or pageSize the answer is one page.' },
      pageSize: { ...whole(MAX_PAGE_SIZE), description: `Rows per page, 1 to ${MAX_PAGE_SIZE} (default 24).` },
      q: { ...textRuleSchema(Q_RULE), description: 'Text that any of the searched fields contains.' },
      sort: { type: 'string', enum: Object.keys(list.sorts), default: list.defaultSort },
      ...filters,
      ...(list.since ? { since: { type: 'string', format: 'date-time', description: SINCE_MESSAGE } } : {}),
      ...(cursor
        ? { after: { type: 'string', maxLength: CURSOR_MAX, description: "A page's nextCursor: the page after it." } }
        : {}),
    },
  };
}

/**
 * The query string of a list read in its handler with ad-hoc options (`parseListQuery` of http/list.ts: the Content
 * API, the trash, the SEO report), described for the reference.
 */
export const listQueryDoc = (options: {
  sorts: readonly string[];
  defaultSort: string;
  filters?: Record<string, TextRule>;
}) =>
  describedPart(
    listQuerySchema(
      {
        search: [],
        sorts: Object.fromEntries(options.sorts.map((name) => [name, { by: 'id', direction: 'asc' as const }])),
        defaultSort: options.defaultSort,
        filters: options.filters ?? {},
      },
      { cursor: false },
    ),
  );

/** A JSON create body: every field of `fields`. */
export const bodyOf = <F extends Fields>(fields: F) =>
  new RequestPart((data) => validate(objectBody(data), fields), fieldsSchema(fields));

/** A JSON update body: `version` first, then the fields sent. */
export const updateBodyOf = <F extends Fields>(fields: F) =>
  new RequestPart(
    (data) => {
      const body = objectBody(data);
      const version = parseVersion(body.version);
      return { version, values: validatePartial(body, fields) };
    },
    fieldsSchema(fields, { partial: true }, { version: VERSION_SCHEMA }),
  );

/**
 * A create or update read by `readForm` (multipart with an optional `image`, or a JSON object): the handler reads it,
 * since the image is a stream; described here with the record type's fields and `extra` ones.
 */
export function formOf(fields: Fields, { partial = false, extra = {} } = {}) {
  const json = fieldsSchema(fields, { partial }, extra);
  const image = { type: 'string', contentMediaType: 'image/*', description: 'PNG, JPEG, GIF or WebP, at most 5 MB.' };
  const form = fieldsSchema(fields, { partial }, { ...extra, image });
  return describedPart(json, { 'multipart/form-data': form, 'application/json': json });
}

/** `removeImage` of an update: true drops the stored image. */
export const FLAG_SCHEMA: JsonSchema = {
  type: ['boolean', 'string'],
  enum: [true, false, 'true', 'false', '1', '0', ''],
};

/** A list's query string. */
export const queryOf = (list: ListDef) => new RequestPart((data) => listQuery(data, list), listQuerySchema(list));

/** Path parameters `{name: schema}`, all required. */
export const pathSchema = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

/** A text path parameter as sent (the handler answers 404 for one that names nothing), described by `schema`. */
export const textParam = <K extends string>(name: K, schema: JsonSchema) =>
  new RequestPart(
    (data) => {
      const raw = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
      return { [name]: typeof raw === 'string' ? raw : '' } as Record<K, string>;
    },
    pathSchema({ [name]: schema }),
  );

/** A numeric `:id` path parameter; undefined when it cannot name a record (the route answers its own 404). */
export const idParams = new RequestPart(
  (data) => ({
    id: parseId(typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined),
  }),
  pathSchema({ id: { type: 'string', pattern: ID_PATTERN.source, description: "The record's id." } }),
);

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

/**
 * Types `request.body`/`query`/`params` from the route's `RequestPart` schemas. Answers stay untyped: lists answer
 * with bytes or a stream through `reply`, and the suites check every answer against its declared shape instead.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends RequestPart<infer T> ? T : unknown;
  serializer: unknown;
}
