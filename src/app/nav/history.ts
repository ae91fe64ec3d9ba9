import { SIGN_IN_PATH, VERIFY_OTP_PATH } from '../guard/authDecision';
import type { NavigateOptions, NavLocation } from './navigation';

/** The pages the signed-out entry shows without the router: the two sign-in steps. */
export function isSignedOutPage(pathname: string): boolean {
  return pathname === SIGN_IN_PATH || pathname === VERIFY_OTP_PATH;
}

/**
 * A history entry's state in React Router's own shape (`usr` the navigation state, `key`, `idx` the entry's index), so
 * the router, created later on the same history, reads the state and counts entries as if it had written them.
 */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryState = (): EntryState => (window.history.state as EntryState | null) ?? {};

/** The browser's current location, with the navigation state of its history entry. */
export function currentLocation(): NavLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entryState().usr ?? null };
}

/** The path part of `to` (`/blog/list?page=2` → `/blog/list`). */
export const pathnameOf = (to: string): string => to.split(/[?#]/, 1)[0] ?? to;

/** Adds (or replaces) a history entry for `to` with `state`, as React Router's browser history does. */
export function writeHistory(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const index = entryState().idx ?? 0;
  const next: EntryState = {
    usr: state,
    key: Math.random().toString(36).slice(2, 10),
    idx: replace ? index : index + 1,
  };
  if (replace) window.history.replaceState(next, '', to);
  else window.history.pushState(next, '', to);
}
