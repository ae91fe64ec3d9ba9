import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as blogListLoader } from '../../../src/app/routes/blogs/BlogListRoute';
import { enquiryLoader } from '../../../src/app/routes/contacts/EnquiryListRoute';
import { providePrefetchStore } from '../../../src/app/routes/prefetch';
import { toBlogQuery } from '../../../src/features/blogs/listParams';
import { createMockStore } from '../../../src/mocks';
import { blogKeys } from '../../../src/features/blogs/atoms';
import { enquiryKeys, enquiryListQuery } from '../../../src/features/contacts/atoms';

const run = (loader: (args: LoaderFunctionArgs) => unknown, url: string) =>
  loader({ request: new Request(url), params: {}, context: undefined } as LoaderFunctionArgs);

afterEach(() => providePrefetchStore(null));

describe('route loaders start the first list call before the page renders', () => {
  it('blog list: the URL state as the screen will ask it, under the key its query reads', async () => {
    const app = createMockStore({ session: 'signedIn' });
    providePrefetchStore(app);
    expect(run(blogListLoader, 'http://panel.test/blog/list?page=2&q=forms&sort=title')).toBeNull();
    await expect.poll(() => app.api.requests.map((r) => r.path)).toEqual(['/blogs/list']);
    expect(app.api.requests[0]?.query).toEqual({ page: '2', pageSize: '12', q: 'forms', sort: 'title' });
    const key = blogKeys.list(toBlogQuery({ page: 2, q: 'forms', sort: 'title' }));
    await expect.poll(() => app.queryClient.getQueryState(key)?.status).toBe('success');
  });

  it('footer enquiries: page 1 of 20 unless the URL says otherwise', async () => {
    const app = createMockStore({ session: 'signedIn' });
    providePrefetchStore(app);
    run(enquiryLoader('FOOTER'), 'http://panel.test/contacts/footer');
    await expect.poll(() => app.api.requests.map((r) => r.path)).toEqual(['/api/enquiries/list']);
    expect(app.api.requests[0]?.query).toMatchObject({ page: '1', pageSize: '20', enquiryCategory: 'FOOTER' });
  });

  it("every form's enquiries with ?days=7: since 7 × 24 h before the store's clock, under the key the screen reads", async () => {
    const app = createMockStore({ session: 'signedIn' });
    providePrefetchStore(app);
    run(enquiryLoader('ALL'), 'http://panel.test/contacts/enquiries?days=7&q=quote');
    await expect.poll(() => app.api.requests.map((r) => r.path)).toEqual(['/api/enquiries/list']);
    expect(app.api.requests[0]?.query).toEqual({
      page: '1',
      pageSize: '20',
      q: 'quote',
      since: '2026-11-13T10:00:00.000Z',
    });
    const key = enquiryKeys.list(enquiryListQuery({ q: 'quote', days: 7 }, 20, new Date('2026-11-20T10:00:30.000Z')));
    await expect.poll(() => app.queryClient.getQueryState(key)?.status).toBe('success');
  });

  it('asks nothing without a verified session, or outside the app (stories provide no store)', async () => {
    // Fake timers: everything a loader could schedule runs to its end before "nothing was asked" is judged.
    vi.useFakeTimers();
    try {
      for (const session of ['signedOut', 'pendingOtp'] as const) {
        const app = createMockStore({ session });
        providePrefetchStore(app);
        run(blogListLoader, 'http://panel.test/blog/list');
        await vi.runAllTimersAsync();
        expect(app.api.requests, session).toEqual([]);
      }
      const outside = createMockStore({ session: 'signedIn' });
      providePrefetchStore(null);
      run(blogListLoader, 'http://panel.test/blog/list');
      await vi.runAllTimersAsync();
      expect(outside.api.requests).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
