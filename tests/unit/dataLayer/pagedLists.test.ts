/**
 * The panel never makes the whole-list call (a list call without `page`/`pageSize`, whose answer grows with the
 * table): every list call pages, and the blog form's category select reads pages of the largest size instead.
 */
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../../../src/shared/api/createApiClient';
import { listBlogs } from '../../../src/features/blogs/api/listBlogs';
import { listAllCategories, listCategories } from '../../../src/features/categories/api/listCategories';
import { listContacts } from '../../../src/features/contacts/api/listContacts';
import { listEnquiries } from '../../../src/features/contacts/api/listEnquiries';
import { listMetas } from '../../../src/features/meta/api/listMetas';

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof URL ? input.href : typeof input === 'string' ? input : input.url);

function recordingClient(respond: (url: URL) => unknown = () => ({ result: [], total: 0, page: 1, pageSize: 24 })) {
  const urls: URL[] = [];
  const fetch = vi.fn<FetchLike>((input) => {
    const url = urlOf(input);
    urls.push(url);
    return Promise.resolve(
      new Response(JSON.stringify(respond(url)), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  return { api: createApiClient({ baseURL: 'http://api.test/', getToken: () => 't', fetch }), urls };
}

describe('list calls always page', () => {
  const calls = [
    ['blogs', listBlogs],
    ['categories', listCategories],
    ['meta', listMetas],
    ['enquiries', listEnquiries],
    ['contacts', listContacts],
  ] as const;

  it.each(calls)('%s without paging params still sends page and pageSize', async (_name, list) => {
    const { api, urls } = recordingClient();
    await list(api);
    await list(api, { q: 'x' });
    for (const url of urls) {
      expect(url.searchParams.get('page')).toBe('1');
      expect(url.searchParams.get('pageSize')).toBe('24');
    }
  });

  it.each(calls)('%s keeps the page and page size it is given', async (_name, list) => {
    const { api, urls } = recordingClient();
    await list(api, { page: 3, pageSize: 12 });
    expect(urls[0]?.searchParams.get('page')).toBe('3');
    expect(urls[0]?.searchParams.get('pageSize')).toBe('12');
  });
});

describe('every category for the blog form', () => {
  it('reads pages of 100 until it has them all', async () => {
    const total = 230;
    const { api, urls } = recordingClient((url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, total - (page - 1) * size)) },
        (_, i) => (page - 1) * size + i + 1,
      );
      return {
        result: ids.map((id) => ({
          id,
          category: `C${id}`,
          categoryUrl: '/c',
          categoryDescription: 'd',
          blogCount: 0,
        })),
        total,
        page,
        pageSize: size,
      };
    });
    const all = await listAllCategories(api, { sort: 'name' });
    expect(all.items).toHaveLength(total);
    expect(urls.map((url) => [url.searchParams.get('page'), url.searchParams.get('pageSize')])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(urls.every((url) => url.searchParams.get('sort') === 'name')).toBe(true);
  });
});
