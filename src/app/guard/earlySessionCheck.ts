import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { meQuery } from '../../features/auth/atoms';
import { apiClientAtom, sessionExpiredHandlerAtom } from '../../shared/api/apiClientAtom';
import { expireSessionAtom, isSignedInAtom } from '../../shared/session';

type Store = ReturnType<typeof createStore>;

/**
 * Starts the guard's session check (`GET /auth/me`) as the app starts, while the page's chunks download, instead of
 * after them: the guard then finds the answer ready (or on its way) under the same query key and shows the page
 * without a further round trip. Only for a stored, code-verified session. Until the router installs its own, a 401
 * expires the session and remembers `currentPath()`, as the router's handler does.
 */
export function startSessionCheck(store: Store, queryClient: QueryClient, currentPath: () => string): void {
  if (!store.get(isSignedInAtom)) return;
  store.set(sessionExpiredHandlerAtom, () => store.set(expireSessionAtom, currentPath()));
  void queryClient.prefetchQuery(meQuery(store.get(apiClientAtom)));
}
