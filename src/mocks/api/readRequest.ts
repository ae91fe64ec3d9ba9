/** One request as the in-memory API received it; play tests assert on these. */
export interface RecordedRequest {
  method: string;
  /** Path without origin or query, e.g. `/blogs/createBlog`. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  bodyType: 'json' | 'form' | 'text' | 'none';
  /** Parsed JSON, or FormData fields (a File for a file field), or the raw text, or null. */
  body: Record<string, unknown> | string | null;
}

/** Normalises whatever `fetch` was called with (ofetch passes a URL string and an init). */
export async function readRequest(input: RequestInfo | URL, init: RequestInit = {}): Promise<RecordedRequest> {
  const request = input instanceof Request ? input : null;
  const url = new URL(
    request ? request.url : input instanceof URL ? input.href : (input as string),
    'http://mock.local',
  );
  const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = {};
  new Headers(init.headers ?? request?.headers).forEach((value, key) => (headers[key.toLowerCase()] = value));
  const rawBody =
    init.body ??
    (request && method !== 'GET'
      ? await request
          .clone()
          .formData()
          .catch(() => null)
      : null);
  let body: RecordedRequest['body'] = null;
  let bodyType: RecordedRequest['bodyType'] = 'none';
  if (rawBody instanceof FormData) {
    bodyType = 'form';
    body = {};
    rawBody.forEach((value, key) => ((body as Record<string, unknown>)[key] = value));
  } else if (typeof rawBody === 'string') {
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>;
      bodyType = 'json';
    } catch {
      body = rawBody;
      bodyType = 'text';
    }
  }
  return { method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers, bodyType, body };
}
