/**
 * The API's reference: every route declares its request parts (`RequestPart`, http/validate.ts) and its answers (zod
 * shapes from src/contract, or `ResponseDoc` for what is not JSON); from them @fastify/swagger builds the OpenAPI 3.1
 * document served at `GET /openapi.json`, and @fastify/swagger-ui shows it at `GET /docs` from its own package files
 * (no CDN). Answers are not checked in production (serialising stays `JSON.stringify`, as with no schema at all);
 * `checkAnswers` checks each one against its route's declaration, for the test suites.
 */
import { isDeepStrictEqual } from 'node:util';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, FastifySerializerCompiler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorAnswer } from '../../../src/contract/index.ts';
import { RequestPart, type JsonSchema } from './validate.ts';

export const API_TITLE = 'Content Admin Panel API';

/** An answer that is not JSON (a feed, an image, no body at all): its description and media types. */
export class ResponseDoc {
  constructor(
    readonly description: string,
    readonly media: Readonly<Record<string, JsonSchema>> = {},
  ) {}
}

/** What a route declares for one status: a zod shape (JSON) or a `ResponseDoc`. */
export type ResponseSchema = z.ZodType | ResponseDoc;
export type Responses = Record<number | `${number}`, ResponseSchema>;

/** The usual meaning of each status this API answers; a route's own `ResponseDoc` says more where it differs. */
const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified: the ETag sent in If-None-Match is still current',
  400: 'Invalid request: `message` says what to fix, `errors` names each field with its problem',
  401: 'No session, or not a full (code-verified) one: sign in again',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict: a duplicate key, a stale `version` (`current` is the record now) or a rule the change would break',
  413: 'Too large (body, form fields or image)',
  415: 'Unsupported content type or image type',
  429: 'Too many requests: `retryAfterSeconds` (and the Retry-After header) says when to try again',
  500: 'Internal server error (the message says nothing more)',
};

/** The error answer under each of `statuses`. */
export type ErrorResponses<S extends readonly number[]> = { [K in S[number]]: ReturnType<typeof errorAnswer> };

/** `{status: errorAnswer}` for each status: `errorResponses(400, 404, 409)`. */
export const errorResponses = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, errorAnswer()])) as ErrorResponses<S>;

/** A route's answers: `ok` with 200 and the error answers of `errors` (a handler's return is typed by them). */
export const answers = <T extends ResponseSchema, const S extends readonly number[]>(ok: T, ...errors: S) => ({
  200: ok,
  ...errorResponses(...errors),
});

/** A create's answers: `ok` with 201 and the error answers of `errors`. */
export const createdAnswers = <T extends ResponseSchema, const S extends readonly number[]>(ok: T, ...errors: S) => ({
  201: ok,
  ...errorResponses(...errors),
});

/** The bearer token of `POST /auth/signin`, full once its sign-in code is verified. */
export const SESSION_SECURITY = [{ session: [] }];

/**
 * For the routes that need a full session (the admin plugin's `onRoute`): the token is documented, and so is the
 * admin hook's 401.
 */
export function requireSessionDoc(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as FastifySchema & { security?: unknown; response?: Responses };
  route.schema = {
    ...schema,
    security: schema.security ?? SESSION_SECURITY,
    response: { ...errorResponses(401), ...schema.response },
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What any route may answer besides its own declarations (the root's `onRoute`): a 500, and for a method with a body
 * the body parser's 400 (not JSON), 413 (over the body limit) and 415 (another content type or charset).
 */
function addCommonAnswers(route: RouteOptions): void {
  const schema = route.schema as (FastifySchema & { hide?: boolean; response?: Responses }) | undefined;
  if (!schema?.response || schema.hide) return;
  const methods = [route.method].flat();
  const body = methods.some((method) => BODY_METHODS.has(method)) ? errorResponses(400, 413, 415) : {};
  route.schema = { ...schema, response: { ...body, ...errorResponses(500), ...schema.response } };
}

/** zod → JSON Schema 2020-12 (the dialect of OpenAPI 3.1), as the answer leaves the server. */
const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  let known = jsonSchemas.get(schema);
  if (!known) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
    known = rest;
    jsonSchemas.set(schema, known);
  }
  return known;
}

function responseObject(status: string, value: unknown): JsonSchema {
  const description = STATUS_TEXT[status] ?? 'Answer';
  if (value instanceof ResponseDoc) {
    const media = Object.entries(value.media);
    return media.length
      ? {
          description: value.description,
          content: Object.fromEntries(media.map(([type, schema]) => [type, { schema }])),
        }
      : { description: value.description, type: 'null' };
  }
  if (value instanceof z.ZodType) {
    return { description, content: { 'application/json': { schema: toJsonSchema(value) } } };
  }
  throw new Error(`response ${status}: declare a zod shape or a ResponseDoc`);
}

/** The first path segment names a route's group in the reference (`/blogs/list` → blogs; `/api/enquiries` → enquiries). */
const tagOf = (url: string) => url.replace(/^\/api\//, '/').split('/')[1] || 'health';

/** A route's declarations as @fastify/swagger reads them: request parts and zod shapes become JSON Schema. */
function documented({ schema, url }: { schema: FastifySchema; url: string }) {
  const out: Record<string, unknown> = { ...schema };
  for (const key of ['params', 'querystring', 'headers'] as const) {
    const part = schema?.[key];
    if (part instanceof RequestPart) out[key] = part.jsonSchema;
  }
  const body = schema?.body;
  if (body instanceof RequestPart) {
    out.body = { content: Object.fromEntries(Object.entries(body.media).map(([type, schema]) => [type, { schema }])) };
  }
  const response = schema?.response as Record<string, unknown> | undefined;
  if (response) {
    out.response = Object.fromEntries(
      Object.entries(response).map(([status, value]) => [status, responseObject(status, value)]),
    );
  }
  // A wildcard route (`/content/*`) names its rest of the path as a parameter.
  let path = url;
  if (url.endsWith('/*')) {
    path = `${url.slice(0, -1)}:path`;
    out.params = {
      type: 'object',
      properties: { path: { type: 'string', description: 'Any path under this prefix.' } },
      required: ['path'],
    };
  }
  out.tags ??= [tagOf(url)];
  return { schema: out as FastifySchema, url: path };
}

/** The reference page's CSP: its own scripts and styles (Swagger UI sets inline styles), data: icons, this origin. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const routeLists = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route registered on `app` after `registerOpenApi`, as its `onRoute` hook saw it (the reference's test reads it). */
export const registeredRoutes = (app: FastifyInstance): readonly RouteOptions[] => routeLists.get(app) ?? [];

/**
 * Collects the routes for the document (register before any route) and sets the serializer compiler: the declared
 * shapes are documentation, so an answer is serialised with `JSON.stringify` exactly as without a schema.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
  app.setSerializerCompiler(plainJson);
  app.addHook('onRoute', addCommonAnswers);
  const routes: RouteOptions[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: API_TITLE,
        version: '1',
        description:
          "The content admin panel's API: the panel's calls (a full session: `Authorization: Bearer <token>` from " +
          "`POST /auth/signin` once its sign-in code is verified), the website's forms and the public Content API.",
      },
      components: {
        securitySchemes: {
          session: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The token of POST /auth/signin; most calls need its sign-in code verified (POST /otp/verifyOtp).',
          },
        },
      },
    },
    transform: documented,
  });
}

/** `GET /openapi.json` and the reference page at `GET /docs` (register after every route). */
export async function serveReference(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    theme: { title: API_TITLE },
  });
}

/** The declaration for `status`: the exact code, then `4xx`-style ranges, then `default`. */
function declared(response: Record<string, unknown> | undefined, status: number): unknown {
  if (!response) return undefined;
  return response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default;
}

/** Items of a list checked per answer: the suites' pages of 100 rows would cost twice their time checked whole. */
const SAMPLE = 10;

/** A list answer with its first `SAMPLE` items (every item of a list has the same declaration). */
const sampled = (body: unknown): unknown => {
  const result = (body as { result?: unknown } | null)?.result;
  return Array.isArray(result) && result.length > SAMPLE
    ? { ...(body as object), result: result.slice(0, SAMPLE) }
    : body;
};

/** Why an answer does not match its route's declaration, or undefined when it does. */
function mismatch(declaration: unknown, status: number, type: string, payload: unknown): string | undefined {
  if (declaration === undefined) return `status ${status} is not declared`;
  const media = type.split(';')[0]?.trim() ?? '';
  if (declaration instanceof ResponseDoc) {
    const types = Object.keys(declaration.media);
    if (types.length === 0) return payload === '' || payload == null ? undefined : 'a body where none is declared';
    return types.includes(media) || types.some((t) => t.endsWith('/*') && media.startsWith(t.slice(0, -1)))
      ? undefined
      : `content type ${media} is not declared (${types.join(', ')})`;
  }
  if (media !== 'application/json') return `content type ${media || 'none'} where JSON is declared`;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload));
  } catch {
    return 'the body is not JSON';
  }
  const parsed = (declaration as z.ZodType).safeParse(sampled(body));
  if (!parsed.success) return z.prettifyError(parsed.error);
  // zod drops keys it does not know: a difference is a field the declaration leaves out.
  return isDeepStrictEqual(parsed.data, sampled(body)) ? undefined : 'the body has fields the declaration leaves out';
}

/**
 * For the test suites: every answer of a route that declares its answers is checked against the declaration for its
 * status (streamed bodies are not read). One that does not match is turned into a 500 naming the route and the
 * problem, so the test that made the call fails and says why.
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const streamed = typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
    if (!response || streamed || request.method === 'HEAD') return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    const problem = mismatch(declared(response, reply.statusCode), reply.statusCode, type, payload);
    if (!problem) return done(null, payload);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    request.log.error({ route, status: reply.statusCode, problem }, 'answer does not match its declaration');
    reply.code(500).type('application/json; charset=utf-8');
    done(null, JSON.stringify({ message: `${route} answered ${reply.statusCode} off its declaration: ${problem}` }));
  });
}
