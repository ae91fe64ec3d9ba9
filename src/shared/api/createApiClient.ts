import { createFetch } from 'ofetch';
import { ApiError, AUTH_MESSAGES, MissingAuthError, NetworkError } from './ApiError';

/** A `fetch`-compatible transport: the browser's, or the in-memory API in stories and tests. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * How a call uses the session token: `required` throws `No authentication token found` without one,
 * `list` throws `Authentication required` (docs/panel.md#validation), `optional` sends it when present (category
 * list/get, docs/panel.md#access), `none` never sends it (sign-in).
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

/** The ofetch client every API module uses: `retry: 0` (TanStack Query owns retries), bearer, one error shape. */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const transport: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const $fetch = createFetch({ fetch: transport }).create({ baseURL, retry: 0, ignoreResponseError: true });

  function headersFor(auth: AuthMode): Record<string, string> {
    if (auth === 'none') return {};
    const token = options.getToken();
    if (!token) {
      if (auth === 'optional') return {};
      throw new MissingAuthError(MISSING[auth]);
    }
    return { Authorization: `Bearer ${token}` };
  }

  function check(response: Response & { _data?: unknown }, sentToken: boolean): void {
    if (response.ok) return;
    if (response.status === 401 && sentToken) options.onUnauthorized?.();
    throw new ApiError(response.status, response._data);
  }

  return {
    baseURL,
    getToken: options.getToken,
    async request<T>(path: string, { method = 'GET', query, body, auth = 'required', signal }: RequestOptions = {}) {
      const headers = headersFor(auth);
      const response = await reach(
        () =>
          $fetch.raw<T>(path, {
            method,
            query: query && withoutEmpty(query),
            body: body as Record<string, unknown> | FormData | undefined,
            headers,
            signal,
          }),
        signal,
      );
      check(response, 'Authorization' in headers);
      return response._data as T;
    },
    async requestBlob(url: string, signal?: AbortSignal) {
      const headers = headersFor('required');
      const response = await reach(() => $fetch.raw(url, { headers, responseType: 'blob', signal }), signal);
      check(response, true);
      return response._data as Blob;
    },
  };
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

function withoutEmpty(query: Record<string, QueryValue>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}
