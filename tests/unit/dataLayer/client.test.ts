import { describe, expect, it, vi } from 'vitest';
import { ApiError, MissingAuthError, NetworkError } from '../../../src/shared/api/ApiError';
import { createApiClient, type FetchLike } from '../../../src/shared/api/createApiClient';
import { listBlogs } from '../../../src/features/blogs/api/listBlogs';
import { getBlog } from '../../../src/features/blogs/api/getBlog';
import { listCategories } from '../../../src/features/categories/api/listCategories';
import { getCategory } from '../../../src/features/categories/api/getCategory';
import { sendOtp } from '../../../src/features/auth/api/sendOtp';
import { verifyOtp } from '../../../src/features/auth/api/verifyOtp';

const text = (input: RequestInfo | URL) =>
  input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(
  token: string | null,
  respond: (url: string, init?: RequestInit) => Response,
  onUnauthorized = vi.fn(),
) {
  const fetch = vi.fn<FetchLike>((input, init) => Promise.resolve(respond(text(input), init)));
  return {
    api: createApiClient({ baseURL: 'http://api.test/', getToken: () => token, fetch, onUnauthorized }),
    fetch,
    onUnauthorized,
  };
}

describe('error normalisation', () => {
  it('turns a request without any response into a readable NetworkError, never the raw request text', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ baseURL: 'http://api.test/', getToken: () => 't', fetch });
    const error = await api.request('/api/enquiries/list', { query: { page: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Cannot reach the server. Check your connection and try again.');
    expect((error as Error).message).not.toMatch(/GET|http|no response/);
    const blob = await api.requestBlob('http://api.test/uploads/blogs/a.png').catch((e: unknown) => e);
    expect(blob).toBeInstanceOf(NetworkError);
  });

  it('lets a cancelled request stay a cancel, not a network failure', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<FetchLike>(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const api = createApiClient({ baseURL: 'http://api.test/', getToken: () => 't', fetch });
    const error = await api.request('/blogs/list', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('turns a non-OK response into ApiError with the spec message and the server details', async () => {
    const { api, fetch } = client('t', () =>
      json(400, { message: 'Validation failed', errors: { blogUrl: 'bad' }, extra: 1 }),
    );
    const error = await api.request('/blogs/list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'HTTP error! status: 400',
      status: 400,
      serverMessage: 'Validation failed',
      fieldErrors: { blogUrl: 'bad' },
      body: { message: 'Validation failed', errors: { blogUrl: 'bad' }, extra: 1 },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries (retry: 0), even a 500 GET', async () => {
    const { api, fetch } = client('t', () => json(500, { message: 'Internal server error' }));
    await expect(api.request('/blogs/list')).rejects.toThrow('HTTP error! status: 500');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('calls the session-expired handler on a 401 of a call that carried a token', async () => {
    const { api, onUnauthorized } = client('t', () => json(401, { message: 'expired' }));
    await expect(api.request('/blogs/list')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call it for a 401 without a token (wrong password)', async () => {
    const { api, onUnauthorized } = client(null, () => json(401, { message: 'Invalid email or password' }));
    await expect(api.request('/auth/signin', { method: 'POST', body: {}, auth: 'none' })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('bodies and headers', () => {
  it('sends JSON with the bearer token against the base URL', async () => {
    const { api, fetch } = client('tok', () => json(200, { result: true }));
    await api.request('/category/addCategory', { method: 'POST', body: { category: 'A' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(text(url)).toBe('http://api.test/category/addCategory');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('content-type')).toContain('application/json');
    expect(init?.body).toBe('{"category":"A"}');
  });

  it('passes FormData through untouched', async () => {
    const { api, fetch } = client('tok', () => json(201, { result: {} }));
    const form = new FormData();
    form.append('blogId', 'x');
    await api.request('/blogs/createBlog', { method: 'POST', body: form });
    expect(fetch.mock.calls[0]![1]?.body).toBe(form);
  });

  it('drops empty query values', async () => {
    const { api, fetch } = client('tok', () => json(200, { result: [] }));
    await api.request('/blogs/list', { query: { q: '', page: 2, sort: undefined } });
    expect(text(fetch.mock.calls[0]![0])).toBe('http://api.test/blogs/list?page=2');
  });
});

describe('token rules (docs/panel.md#access, docs/panel.md#messages)', () => {
  it('data calls without a token throw "No authentication token found" before any request', async () => {
    const { api, fetch } = client(null, () => json(200, {}));
    await expect(getBlog(api, 'x')).rejects.toThrow(new MissingAuthError('No authentication token found'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists without a token throw "Authentication required"', async () => {
    const { api, fetch } = client(null, () => json(200, {}));
    await expect(listBlogs(api)).rejects.toThrow('Authentication required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('category list and get go without a token when none is present', async () => {
    const { api, fetch } = client(null, (url) =>
      url.includes('getCategory')
        ? json(200, { result: { id: 1, category: 'A', categoryUrl: '/a', categoryDescription: 'd', createdAt: 'x' } })
        : json(200, { result: [] }),
    );
    await expect(listCategories(api)).resolves.toMatchObject({ items: [], total: 0 });
    await expect(getCategory(api, 1)).resolves.toMatchObject({ name: 'A' });
    for (const [, init] of fetch.mock.calls) expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('category calls send the token when present', async () => {
    const { api, fetch } = client('tok', () => json(200, { result: [] }));
    await listCategories(api);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('OTP calls need token and email: "Authentication token or email not found"', async () => {
    const noToken = client(null, () => json(200, {}));
    await expect(sendOtp(noToken.api, 'a@b.c')).rejects.toThrow('Authentication token or email not found');
    const noEmail = client('tok', () => json(200, {}));
    await expect(verifyOtp(noEmail.api, { email: null, otp: '123456' })).rejects.toThrow(
      'Authentication token or email not found',
    );
    expect(noToken.fetch).not.toHaveBeenCalled();
    expect(noEmail.fetch).not.toHaveBeenCalled();
  });
});
