/** Field-level messages from a 400 response (`errors` in docs/api.md). */
export type FieldErrors = Record<string, string>;

/**
 * The one error every non-OK response becomes. Its message is the `HTTP error! status: {code}`
 * (docs/panel.md#messages); screens that can say more read `serverMessage` and `fieldErrors`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status code. */
  readonly status: number;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's per-field `errors`, when it sent them. */
  readonly fieldErrors: FieldErrors | undefined;
  /** The parsed response body (extras such as `attemptsLeft`, `retryAfterSeconds`, `current`). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP error! status: ${status}`);
    this.status = status;
    this.body = body;
    const record = isRecord(body) ? body : {};
    this.serverMessage = typeof record.message === 'string' ? record.message : undefined;
    this.fieldErrors = isRecord(record.errors) ? (record.errors as FieldErrors) : undefined;
  }
}

/** What every screen says when a request got no answer at all (offline, DNS, server down, CORS refusal). */
export const NETWORK_FAILURE_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/**
 * A request that never got a response. Its message is written for the admin: the transport's own text (ofetch's
 * `[GET] "http://…": <no response> Failed to fetch`) names internals and is kept only as `cause`.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super(NETWORK_FAILURE_MESSAGE, options);
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/**
 * Thrown before any request when the session lacks what a call needs (docs/panel.md#access, docs/panel.md#messages).
 */
export class MissingAuthError extends Error {
  override readonly name = 'MissingAuthError';
}

/** Texts of the data helpers (docs/panel.md#messages). */
export const AUTH_MESSAGES = {
  noToken: 'No authentication token found',
  noTokenOrEmail: 'Authentication token or email not found',
  listNeedsAuth: 'Authentication required',
} as const;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
