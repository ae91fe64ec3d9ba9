import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSessionExpiry } from '../shared/sessionExpiry';
import { pathOf } from './guard/returnTo';
import { RouterNavigation } from './nav/RouterNavigation';

/**
 * The root route's element. It installs the data layer's session-expired hook: a 401 on any call that carried
 * the token clears the session and remembers the page; the guard then sends the admin to /signin. It gives the guard
 * and the sign-in pages their navigation from the router.
 */
export function AppRoot() {
  const location = useLocation();
  const current = useRef(pathOf(location));
  useEffect(() => {
    current.current = pathOf(location);
  }, [location]);
  const getCurrentPath = useCallback(() => current.current, []);
  useSessionExpiry(getCurrentPath);
  return (
    <RouterNavigation>
      <Outlet />
    </RouterNavigation>
  );
}
