import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, writeHistory } from '../../../src/app/nav/history';
import { type Departure, SignedOutApp } from '../../../src/app/SignedOutApp';
import { StoreProviders } from '../../../src/app/StoreProviders';
import { MOCK_ADMIN, createMockStore, type MockSessionKind } from '../../../src/mocks';

function open(path: string, session: MockSessionKind, from?: string) {
  window.history.replaceState(from ? { usr: { from }, key: 'start', idx: 0 } : null, '', path);
  const { store } = createMockStore({ session });
  const departures: Array<Departure | null> = [];
  const onLeave = vi.fn((departure: Departure | null) => void departures.push(departure));
  const preloadApp = vi.fn();
  render(
    <StoreProviders store={store}>
      <SignedOutApp onLeave={onLeave} preloadApp={preloadApp} />
    </StoreProviders>,
  );
  return { store, departures, onLeave, preloadApp };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email Address'), MOCK_ADMIN.email);
  await user.type(screen.getByLabelText('Password'), MOCK_ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Verify Your Identity' });
  return user;
}

describe('the signed-out entry (the sign-in steps without the router)', () => {
  // The two lazy pages' modules, transformed once up front: the first import is slow under Vitest, not in the app.
  beforeAll(async () => {
    await Promise.all([
      import('../../../src/app/routes/auth/SignInRoute'),
      import('../../../src/app/routes/auth/VerifyOtpRoute'),
    ]);
  });
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('goes from the password to the code step in its own history, fetching the router app only then', async () => {
    const { onLeave, preloadApp } = open('/signin', 'signedOut');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(preloadApp).not.toHaveBeenCalled();
    await signIn();
    expect(window.location.pathname).toBe('/verify-otp');
    // React Router's entry shape, so the router started later reads it as its own.
    expect(window.history.state).toMatchObject({ idx: 1 });
    // A passive effect of the code step's commit: under load it can run after the heading is found.
    await waitFor(() => expect(preloadApp).toHaveBeenCalled());
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('hands the remembered page to the router app once the code is verified', async () => {
    const { departures } = open('/signin', 'signedOut', '/blog/list?page=2');
    const user = await signIn();
    expect(currentLocation().state).toEqual({ from: '/blog/list?page=2' });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard(MOCK_ADMIN.otp);
    await waitFor(() => expect(departures).not.toEqual([]));
    expect(departures.every((d) => d?.to === '/blog/list?page=2' && d.options?.replace)).toBe(true);
    // The address changes when the router app starts (main.tsx), not before.
    expect(window.location.pathname).toBe('/verify-otp');
  });

  it('Back from the code step shows the password step again without leaving; Back past the sign-in pages starts the router app', async () => {
    const { onLeave } = open('/signin', 'signedOut');
    await signIn();
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(window.location.pathname).toBe('/signin');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(onLeave).not.toHaveBeenCalled();
    act(() => {
      window.history.pushState(null, '', '/category/list');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onLeave).toHaveBeenCalledWith(null);
  });

  it('sends a signed-in admin at /signin on to the dashboard through the router app', async () => {
    const { departures } = open('/signin', 'signedIn');
    await waitFor(() => expect(departures).toEqual([{ to: '/dashboard', options: { replace: true, state: null } }]));
  });

  it('sends /verify-otp without a pending code straight to the password step, without the router app', async () => {
    const { onLeave } = open('/verify-otp', 'signedOut');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(window.location.pathname).toBe('/signin');
    expect(onLeave).not.toHaveBeenCalled();
  });
});

describe('writeHistory (React Router’s history entry shape)', () => {
  it('counts pushed entries and keeps the index on replace, with the state as `usr`', () => {
    window.history.replaceState({ idx: 3 }, '', '/signin');
    writeHistory('/verify-otp', { state: { from: '/seo' } });
    expect(window.history.state).toMatchObject({ usr: { from: '/seo' }, idx: 4 });
    writeHistory('/signin', { replace: true });
    expect(window.history.state).toMatchObject({ usr: null, idx: 4 });
    expect(currentLocation()).toEqual({ pathname: '/signin', search: '', hash: '', state: null });
  });
});
