import { describe, expect, it, vi } from 'vitest';
import { startSessionCheck } from '../../../src/app/guard/earlySessionCheck';
import { createMockStore, MOCK_ADMIN } from '../../../src/mocks';
import { ME_QUERY_KEY } from '../../../src/features/auth/atoms';
import { returnToAtom, sessionTokenAtom, sessionUserAtom } from '../../../src/shared/session';

const here = () => '/blog/list?page=2';

describe('startSessionCheck (the stored session is confirmed as the app starts)', () => {
  it('asks GET /auth/me at once for a stored, verified session and keeps the answer for the guard', async () => {
    const { store, api, queryClient } = createMockStore({ session: 'signedIn' });
    startSessionCheck(store, queryClient, here);
    await expect.poll(() => api.requests.map((r) => r.path)).toEqual(['/auth/me']);
    await expect.poll(() => queryClient.getQueryData(ME_QUERY_KEY)).toMatchObject({ email: MOCK_ADMIN.email });
    expect(store.get(sessionTokenAtom)).not.toBeNull();
  });

  it('ends a session the server no longer knows and remembers the page', async () => {
    const { store, queryClient } = createMockStore({ session: 'signedIn' });
    store.set(sessionTokenAtom, 'revoked-or-forged');
    startSessionCheck(store, queryClient, here);
    await expect.poll(() => store.get(sessionTokenAtom)).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(returnToAtom)).toBe('/blog/list?page=2');
  });

  it('asks nothing without a session or while a code is pending (the code page owns that token)', async () => {
    // Fake timers: everything the check could schedule runs to its end before "nothing was asked" is judged.
    vi.useFakeTimers();
    try {
      for (const session of ['signedOut', 'pendingOtp'] as const) {
        const { store, api, queryClient } = createMockStore({ session });
        startSessionCheck(store, queryClient, here);
        await vi.runAllTimersAsync();
        expect(api.requests, session).toEqual([]);
        expect(queryClient.getQueryState(ME_QUERY_KEY), session).toBeUndefined();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
