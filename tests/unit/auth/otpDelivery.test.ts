import { describe, expect, it } from 'vitest';
import { otpDeliveryAtom, resendOtpAtom, signInAtom } from '../../../src/features/auth/atoms';
import { MOCK_ADMIN, createMockStore } from '../../../src/mocks';

describe("the code screen's data: what the server said about the code", () => {
  it("sign-in keeps the sent code's validity and cooldown", async () => {
    const { store } = createMockStore({ session: 'signedOut' });
    await store.set(signInAtom, { email: MOCK_ADMIN.email, password: MOCK_ADMIN.password });
    expect(store.get(otpDeliveryAtom)).toEqual({ ok: true, expiresInSeconds: 300, resendAfterSeconds: 30, serial: 1 });
  });

  it('a new sign-in inside the cooldown supersedes the first and gets its code; the hourly cap says its wait', async () => {
    const { store, api } = createMockStore({ session: 'signedOut' });
    const signIn = () => store.set(signInAtom, { email: MOCK_ADMIN.email, password: MOCK_ADMIN.password });
    await signIn();
    api.advance(2_000);
    await signIn();
    expect(store.get(otpDeliveryAtom)).toMatchObject({ ok: true, serial: 2 });
    for (let i = 0; i < 3; i++) await signIn();
    api.advance(22 * 60_000);
    await signIn();
    expect(store.get(otpDeliveryAtom)).toEqual({
      ok: false,
      reason: 'Too many codes requested. Try again in 38 minutes.',
      retryAfterSeconds: 38 * 60 - 2,
      signInEnded: false,
      serial: 6,
    });
  });

  it("a resend inside the server's cooldown fails with its wait; after it, a new delivery", async () => {
    const { store, api } = createMockStore({ session: 'signedOut' });
    await store.set(signInAtom, { email: MOCK_ADMIN.email, password: MOCK_ADMIN.password });
    api.advance(10_000);
    expect(await store.set(resendOtpAtom)).toEqual({
      ok: false,
      reason: 'Please wait before requesting another code.',
      retryAfterSeconds: 20,
      signInEnded: false,
    });
    api.advance(20_000);
    expect(await store.set(resendOtpAtom)).toEqual({ ok: true, expiresInSeconds: 300, resendAfterSeconds: 30 });
    expect(store.get(otpDeliveryAtom)?.serial).toBe(2);
  });

  it('a resend without a session fails without a wait', async () => {
    const { store } = createMockStore({ session: 'signedOut' });
    expect(await store.set(resendOtpAtom)).toEqual({
      ok: false,
      reason: null,
      retryAfterSeconds: null,
      signInEnded: false,
    });
  });
});
