import { ApiError, AUTH_MESSAGES, MissingAuthError, NetworkError } from './ApiError';

/** A `fetch`-compatible transport: the browser's, or the in-memory API in stories and tests. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * How a call uses the session token: `required` throws `No authentication token found` without one,
 * `list` throws `Authentication required` (spec §5), `optional` sends it when present (category list/get,
 * spec §6), `none` never sends it (sign-in).
 */
export type AuthMode = 'required' | 'list' | 'optional' | 'none';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; a FormData as multipart. */
  body?: object | FormData;
  auth?: AuthMode;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** The API origin, without a trailing slash. */
  readonly baseURL: string;
  /** The current session token, or null. */
  getToken(): string | null;
  /** One JSON call; a non-OK response throws {@link ApiError}. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** GET of binary content (an image on the API's uploads) with the bearer token. */
  requestBlob(url: string, signal?: AbortSignal): Promise<Blob>;
}

export interface CreateApiClientOptions {
  baseURL: string;
  getToken: () => string | null;
  /** Transport; defaults to `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Called when a call that carried a token gets 401 (the session expired or was revoked). */
  onUnauthorized?: () => void;
}

const MISSING: Record<'required' | 'list', string> = {
  required: AUTH_MESSAGES.noToken,
  list: AUTH_MESSAGES.listNeedsAuth,
};

/**
 * The client every API module uses, straight over `fetch` (no retries: TanStack Query owns them), bearer, one error
 * shape. A plain object body goes as JSON; a FormData as multipart; the answer is parsed as JSON when it is JSON.
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const transport: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function headersFor(auth: AuthMode): Record<string, string> {
    if (auth === 'none') return {};
    const token = options.getToken();
    if (!token) {
      if (auth === 'optional') return {};
      throw new MissingAuthError(MISSING[auth]);
    }
    return { Authorization: `Bearer ${token}` };
  }

  /** One call: its response and its parsed body (a Blob for `blob`, when the call succeeded). */
  async function call(url: string, init: RequestInit, sentToken: boolean, blob = false): Promise<unknown> {
    const response = await reach(() => transport(url, init), init.signal ?? undefined);
    const data = await readBody(response, blob && response.ok);
    if (response.ok) return data;
    if (response.status === 401 && sentToken) options.onUnauthorized?.();
    throw new ApiError(response.status, data);
  }

  return {
    baseURL,
    getToken: options.getToken,
    async request<T>(path: string, { method = 'GET', query, body, auth = 'required', signal }: RequestOptions = {}) {
      const headers = new Headers(headersFor(auth));
      const sentToken = headers.has('Authorization');
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        payload = JSON.stringify(body);
        headers.set('content-type', 'application/json');
        headers.set('accept', 'application/json');
      }
      const url = withQuery(resolve(baseURL, path), query);
      return (await call(url, { method, headers, body: payload, signal }, sentToken)) as T;
    },
    async requestBlob(url: string, signal?: AbortSignal) {
      const headers = new Headers(headersFor('required'));
      return (await call(resolve(baseURL, url), { headers, signal }, true, true)) as Blob;
    },
  };
}

/** `path` against the API origin; an absolute URL (an upload's address) stays as it is. */
function resolve(baseURL: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${baseURL}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** `url` with the non-empty values of `query` added (`?page=2&q=a+b`). */
function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** The answer's body: none for 204/205/304 or an empty body, JSON when it parses, else its text (a proxy's page). */
async function readBody(response: Response, blob: boolean): Promise<unknown> {
  if ([204, 205, 304].includes(response.status)) return undefined;
  if (blob) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Runs one transport call. A call that got no response at all becomes a {@link NetworkError} (a readable message,
 * the transport's text as its cause); a cancelled call (the query was dropped) stays the AbortError it is, so
 * TanStack Query can tell a cancel from a failure.
 */
async function reach<R>(call: () => Promise<R>, signal: AbortSignal | undefined): Promise<R> {
  try {
    return await call();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (signal?.aborted || isAbort(error) || isAbort(cause)) throw error;
    throw new NetworkError({ cause: error });
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
