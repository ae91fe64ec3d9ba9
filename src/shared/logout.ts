import { atom, useSetAtom, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useLayoutEffect } from 'react';
import { apiClientAtom, sessionExpiredHandlerAtom } from './api/apiClientAtom';
import { clearAllDrafts } from './forms/draftStorage';
import { clearSessionAtom, expireSessionAtom, returnToAtom } from './session';

/**
 * Logout (spec §4): the server revokes the token (best effort: offline or an already-dead token must not
 * keep the admin signed in), then every stored value is cleared: the session and the form drafts. (An expired
 * session keeps the drafts, so work typed before it ended is offered back after signing in again.)
 */
export const logoutAtom = atom(null, async (get, set) => {
  const client = get(apiClientAtom);
  if (client.getToken()) {
    try {
      await client.request('/auth/logout', { method: 'POST', auth: 'optional' });
    } catch {
      // revoked or unreachable: the local sign-out below is what matters
    }
  }
  set(clearSessionAtom);
  set(returnToAtom, null);
  clearAllDrafts();
  // nothing of this session's data may show to whoever signs in next
  get(queryClientAtom).clear();
});

/**
 * Installs the session-expired handler: a 401 on a call with a token signs out locally and remembers
 * `getCurrentPath()` in `returnToAtom`. The app calls this once, inside its Jotai provider.
 */
export function useSessionExpiry(getCurrentPath: () => string): void {
  const store = useStore();
  const install = useSetAtom(sessionExpiredHandlerAtom);
  // A layout effect: installed before any child's passive effect starts a query, so even the very first call of
  // a restored session (the guard's session check) reaches this handler with its 401.
  useLayoutEffect(() => {
    install(() => store.set(expireSessionAtom, getCurrentPath()));
    return () => install(() => {});
  }, [getCurrentPath, install, store]);
}
