/** Paths of the public sign-in pages (docs/panel.md#auth-guard). */
export const SIGN_IN_PATH = '/signin';
export const VERIFY_OTP_PATH = '/verify-otp';
export const DASHBOARD_PATH = '/dashboard';

/** What the guard knows about the session. */
export interface SessionSnapshot {
  /** The stored session is being confirmed with the server. */
  loading: boolean;
  token: string | null;
  hasUser: boolean;
  otpPending: boolean;
}

/** The kind of route being entered. */
export type RouteKind = 'protected' | 'signin' | 'verify-otp';

export type AccessDecision =
  { kind: 'loading' } | { kind: 'render' } | { kind: 'redirect'; to: string; rememberFrom: boolean };

/**
 * The auth guard of docs/panel.md#auth-guard as a pure function: while loading "Loading..."; a pending code goes to
 * /verify-otp; no user or no stored token goes to /signin; otherwise the page. A signed-in admin on /signin or
 * /verify-otp goes to the dashboard; /verify-otp without a pending code goes to /signin.
 */
export function decideAccess(route: RouteKind, session: SessionSnapshot): AccessDecision {
  const pending = Boolean(session.token) && session.otpPending;
  const signedIn = Boolean(session.token) && session.hasUser && !session.otpPending;
  if (route === 'protected') {
    if (pending) return { kind: 'redirect', to: VERIFY_OTP_PATH, rememberFrom: true };
    if (!signedIn) return { kind: 'redirect', to: SIGN_IN_PATH, rememberFrom: true };
    return session.loading ? { kind: 'loading' } : { kind: 'render' };
  }
  if (signedIn) return { kind: 'redirect', to: DASHBOARD_PATH, rememberFrom: false };
  if (route === 'verify-otp' && !pending) return { kind: 'redirect', to: SIGN_IN_PATH, rememberFrom: true };
  return { kind: 'render' };
}
