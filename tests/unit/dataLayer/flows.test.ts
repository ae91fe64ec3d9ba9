import { describe, expect, it, vi } from 'vitest';
import { resendOtpAtom, signInAtom, verifyOtpAtom } from '../../../src/features/auth/atoms';
import { meQueryAtom } from '../../../src/features/auth/meQueryAtom';
import {
  DASHBOARD_CALL_COUNT,
  dashboardCallsStartedAtom,
  dashboardCountsAtom,
} from '../../../src/features/dashboard/atoms';
import { createMockStore, MOCK_ADMIN, SCENARIOS } from '../../../src/mocks';
import { isSignedInAtom, otpPendingAtom, sessionUserAtom } from '../../../src/shared/session';

describe('auth flow atoms over the in-memory API (docs/panel.md#states)', () => {
  it('password → token stored, code sent automatically, pending; wrong code → attemptsLeft; right code → signed in', async () => {
    const { store, api } = createMockStore({ session: 'signedOut' });
    expect(await store.set(signInAtom, { email: MOCK_ADMIN.email, password: 'wrong' })).toBe('invalid');
    expect(await store.set(signInAtom, { email: MOCK_ADMIN.email, password: MOCK_ADMIN.password })).toBe('pending');
    expect(store.get(otpPendingAtom)).toBe(true);
    expect(localStorage.getItem('admin_token')).toMatch(/^mock-token-/);
    expect(api.requests.map((r) => r.path)).toEqual(['/auth/signin', '/auth/signin', '/otp/sendOtp']);
    expect(api.requests[1]?.body).toEqual({ emailId: MOCK_ADMIN.email, password: MOCK_ADMIN.password });

    expect(await store.set(verifyOtpAtom, '000000')).toEqual({
      ok: false,
      message: 'Invalid code',
      attemptsLeft: 4,
      expired: false,
      noCode: false,
    });
    expect(await store.set(resendOtpAtom)).toMatchObject({ ok: false, retryAfterSeconds: 30 }); // cooldown, like the server
    api.advance(30_000);
    expect(await store.set(resendOtpAtom)).toMatchObject({ ok: true });
    expect(await store.set(verifyOtpAtom, MOCK_ADMIN.otp)).toMatchObject({ ok: true });
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(sessionUserAtom)).toEqual({ id: '1', name: 'Admin', email: MOCK_ADMIN.email, avatar: 'A' });
    // The guard's session check takes the user the code step confirmed: no GET /auth/me after signing in.
    const unsubscribe = store.sub(meQueryAtom, () => {});
    await expect.poll(() => store.get(meQueryAtom).data).toMatchObject({ email: MOCK_ADMIN.email });
    unsubscribe();
    expect(api.requests.map((r) => r.path)).not.toContain('/auth/me');
  });

  it('an expired code says so', async () => {
    const { store, api } = createMockStore({ session: 'pendingOtp' });
    expect(await store.set(resendOtpAtom)).toMatchObject({ ok: true });
    api.advance(301_000);
    expect(await store.set(verifyOtpAtom, MOCK_ADMIN.otp)).toMatchObject({ ok: false, expired: true, attemptsLeft: 0 });
  });
});

describe('dashboard counts (docs/panel.md#dashboard)', () => {
  it('come from one summary call; total contacts = enquiries + general messages', async () => {
    const { store, api } = createMockStore();
    store.sub(dashboardCountsAtom, () => {});
    // The screen lets its calls go out once its first frame has painted; nothing is requested before.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests).toEqual([]);
    expect(store.get(dashboardCountsAtom).loading).toBe(true);
    store.set(dashboardCallsStartedAtom, DASHBOARD_CALL_COUNT);
    await expect.poll(() => store.get(dashboardCountsAtom).loading).toBe(false);
    expect(store.get(dashboardCountsAtom)).toMatchObject({
      counts: { totalBlogs: 12, categories: 5, metaPages: 5, totalContacts: 13, newContacts: 13 },
      loading: false,
      error: null,
    });
    expect(api.requests.map((request) => request.path)).toEqual(['/dashboard/summary']);
  });
});

describe('in-memory API scenarios', () => {
  it('names every scenario', () => {
    expect(SCENARIOS).toEqual(
      expect.arrayContaining([
        'default',
        'empty',
        'slow',
        'loading',
        'listError',
        'saveError',
        'validationError',
        'sessionExpired',
        'conflict',
      ]),
    );
  });

  it('rejects a non-image upload with 415 and serves stored images with the contract headers', async () => {
    const { api } = createMockStore();
    const form = new FormData();
    form.append('image', new File(['<svg/>'], 'x.png', { type: 'image/png' }));
    const auth = { authorization: 'Bearer mock-token-full-session' };
    const refused = await api.fetch('http://api/meta/updateMeta/1', { method: 'PUT', body: form, headers: auth });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ message: 'Only PNG, JPEG, GIF or WebP images are accepted' });
    const image = await api.fetch('http://api/uploads/meta/city.png', { headers: auth });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await api.fetch('http://api/uploads/meta/city.png')).status).toBe(401);
  });

  it('loading never answers; slow answers after its latency', async () => {
    // Fake timers: a minute passes for `loading` and exactly the latency for `slow`, without waiting for either.
    vi.useFakeTimers();
    try {
      const loading = createMockStore({ scenario: 'loading' }).api;
      let answered = false;
      void loading.fetch('http://api/health').then(() => (answered = true));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(answered).toBe(false);
      const slow = createMockStore({ scenario: 'slow', latencyMs: 60 }).api;
      let status = 0;
      void slow.fetch('http://api/health').then((response) => (status = response.status));
      await vi.advanceTimersByTimeAsync(59);
      expect(status).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
