import { describe, expect, it, vi } from 'vitest';
import { startSessionCheck } from '../../../src/app/guard/earlySessionCheck';
import { createMockStore, MOCK_ADMIN } from '../../../src/mocks';
import { meQueryAtom } from '../../../src/features/auth/meQueryAtom';
import { returnToAtom, sessionTokenAtom, sessionUserAtom } from '../../../src/shared/session';

const here = () => '/blog/list?page=2';

describe('startSessionCheck (the stored session is confirmed as the app starts)', () => {
  it('asks GET /auth/me at once for a stored, verified session; the guard takes that answer without asking again', async () => {
    const { store, api } = createMockStore({ session: 'signedIn' });
    startSessionCheck(store, here);
    await expect.poll(() => api.requests.map((r) => r.path)).toEqual(['/auth/me']);
    // The guard's query, read later (when the shell's code has loaded), finds the answer already on its way.
    const unsubscribe = store.sub(meQueryAtom, () => {});
    try {
      await expect.poll(() => store.get(meQueryAtom).data).toMatchObject({ email: MOCK_ADMIN.email });
      expect(api.requests.map((r) => r.path)).toEqual(['/auth/me']);
    } finally {
      unsubscribe();
    }
    expect(store.get(sessionTokenAtom)).not.toBeNull();
  });

  it('ends a session the server no longer knows and remembers the page', async () => {
    const { store } = createMockStore({ session: 'signedIn' });
    store.set(sessionTokenAtom, 'revoked-or-forged');
    startSessionCheck(store, here);
    await expect.poll(() => store.get(sessionTokenAtom)).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(returnToAtom)).toBe('/blog/list?page=2');
  });

  it('asks nothing without a session or while a code is pending (the code page owns that token)', async () => {
    // Fake timers: everything the check could schedule runs to its end before "nothing was asked" is judged.
    vi.useFakeTimers();
    try {
      for (const session of ['signedOut', 'pendingOtp'] as const) {
        const { store, api } = createMockStore({ session });
        startSessionCheck(store, here);
        await vi.runAllTimersAsync();
        expect(api.requests, session).toEqual([]);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
