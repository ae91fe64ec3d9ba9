import { DASHBOARD_PATH, SIGN_IN_PATH, VERIFY_OTP_PATH } from './authDecision';

/** What the router's location offers: `pathname`, `search` and `hash`. */
export interface PathParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Navigation state carried from the guard through sign-in and the code to where the admin was going. */
export interface ReturnState {
  from?: string;
}

/** The location as one path (`/blog/list?page=2#top`). */
export function pathOf({ pathname, search = '', hash = '' }: PathParts): string {
  return `${pathname}${search}${hash}`;
}

/**
 * A path safe to return to after signing in: same-origin (one leading slash, no scheme, no `//host`, no
 * backslash tricks) and not one of the sign-in pages themselves. Anything else is null.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.includes('\\')) return null;
  if ([...candidate].some((char) => char.charCodeAt(0) < 32)) return null;
  const pathname = candidate.split(/[?#]/)[0] ?? '';
  if (pathname === SIGN_IN_PATH || pathname === VERIFY_OTP_PATH) return null;
  return candidate;
}

/** The `from` of a router location's state, if it is one we may return to. */
export function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  return safeReturnPath((state as ReturnState).from);
}

/** Where to go after the code is verified: the remembered page, else the dashboard. */
export function destinationAfterSignIn(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const safe = safeReturnPath(candidate);
    if (safe) return safe;
  }
  return DASHBOARD_PATH;
}
