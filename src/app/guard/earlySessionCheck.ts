import type { createStore } from 'jotai';
import { getMe } from '../../features/auth/api/getMe';
import { primeSessionCheckAtom } from '../../features/auth/sessionCheck';
import { apiClientAtom, sessionExpiredHandlerAtom } from '../../shared/api/apiClientAtom';
import { expireSessionAtom, isSignedInAtom, sessionTokenAtom } from '../../shared/session';

type Store = ReturnType<typeof createStore>;

/**
 * Starts the guard's session check (`GET /auth/me`) as the app starts, while the page's chunks download, instead of
 * after them: the guard's query then takes this answer (ready or on its way) without a further round trip. Only for a
 * stored, code-verified session. Until the router installs its own, a 401 expires the session and remembers
 * `currentPath()`, as the router's handler does.
 */
export function startSessionCheck(store: Store, currentPath: () => string): void {
  const token = store.get(sessionTokenAtom);
  if (!store.get(isSignedInAtom) || !token) return;
  store.set(sessionExpiredHandlerAtom, () => store.set(expireSessionAtom, currentPath()));
  store.set(primeSessionCheckAtom, token, getMe(store.get(apiClientAtom)));
}
