import { useSetAtom, useStore } from 'jotai';
import { useLayoutEffect } from 'react';
import { sessionExpiredHandlerAtom } from './api/apiClientAtom';
import { expireSessionAtom } from './session';

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
