import { describe, expect, it } from 'vitest';
import { decideAccess, type SessionSnapshot } from '../../../src/app/guard/authDecision';

const signedOut: SessionSnapshot = { loading: false, token: null, hasUser: false, otpPending: false };
const pending: SessionSnapshot = { loading: false, token: 'pre-code', hasUser: false, otpPending: true };
const signedIn: SessionSnapshot = { loading: false, token: 'full', hasUser: true, otpPending: false };

describe('decideAccess (docs/panel.md#auth-guard)', () => {
  it('sends a pending code to /verify-otp before anything else, remembering the page', () => {
    expect(decideAccess('protected', pending)).toEqual({ kind: 'redirect', to: '/verify-otp', rememberFrom: true });
    // a stale user left from an earlier session does not skip the code
    expect(decideAccess('protected', { ...pending, hasUser: true, loading: true })).toMatchObject({
      to: '/verify-otp',
    });
  });

  it('sends no token or no user to /signin, remembering the page', () => {
    expect(decideAccess('protected', signedOut)).toEqual({ kind: 'redirect', to: '/signin', rememberFrom: true });
    expect(decideAccess('protected', { ...signedIn, token: null })).toMatchObject({ to: '/signin' });
    expect(decideAccess('protected', { ...signedIn, hasUser: false })).toMatchObject({ to: '/signin' });
  });

  it('shows "Loading..." while a signed-in session is being confirmed, then the page', () => {
    expect(decideAccess('protected', { ...signedIn, loading: true })).toEqual({ kind: 'loading' });
    expect(decideAccess('protected', signedIn)).toEqual({ kind: 'render' });
  });

  it('never shows "Loading..." to a visitor who has to sign in anyway', () => {
    expect(decideAccess('protected', { ...signedOut, loading: true }).kind).toBe('redirect');
  });

  it('sends a signed-in admin away from both sign-in pages to the dashboard', () => {
    expect(decideAccess('signin', signedIn)).toEqual({ kind: 'redirect', to: '/dashboard', rememberFrom: false });
    expect(decideAccess('verify-otp', signedIn)).toMatchObject({ to: '/dashboard' });
  });

  it('lets anyone else see /signin (a pending admin may start over)', () => {
    expect(decideAccess('signin', signedOut)).toEqual({ kind: 'render' });
    expect(decideAccess('signin', pending)).toEqual({ kind: 'render' });
  });

  it('shows /verify-otp only with a pending code', () => {
    expect(decideAccess('verify-otp', pending)).toEqual({ kind: 'render' });
    expect(decideAccess('verify-otp', signedOut)).toMatchObject({ kind: 'redirect', to: '/signin' });
    expect(decideAccess('verify-otp', { ...pending, token: null })).toMatchObject({ to: '/signin' });
  });
});
