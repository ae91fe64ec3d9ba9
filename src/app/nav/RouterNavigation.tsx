import { useCallback, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavigationContext, type NavigateOptions } from './navigation';

/** Provides the guard's and the sign-in pages' navigation from React Router (inside the router's root route). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  const routerNavigate = useNavigate();
  // Stable across locations, as React Router's own: a redirect does not run again because the address changed.
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => void routerNavigate(to, options),
    [routerNavigate],
  );
  const navigation = useMemo(
    () => ({ location: { pathname, search, hash, state }, navigate }),
    [pathname, search, hash, state, navigate],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
