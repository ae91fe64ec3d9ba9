import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { logoutAtom } from '../../shared/logout';
import { returnToAtom, sessionUserAtom } from '../../shared/session';
import { clearToastsAtom, ToastHost } from '../../shared/toast';
import { AppLayout } from '../../ui/Layout';
import { signingOutAtom } from '../guard/signingOut';
import { LoadingScreen } from '../LoadingScreen';
import { useCommandPalette } from './CommandPaletteLauncher';
import { appMenu } from './menu';
import { renderRouterLink } from './routerLink';
import { usePageTitle } from './usePageTitle';

const BRAND = 'Admin Panel';

/**
 * The signed-in frame of every protected page: the sidebar menu as router links, the top bar with the user from
 * the session, the toast region (outside <main>: a toast outlives the page that raised it), and Logout (server
 * revoke, then every stored value and toast cleared; the guard then shows /signin).
 */
export function ProtectedShell() {
  const user = useAtomValue(sessionUserAtom);
  const location = useLocation();
  const logout = useSetAtom(logoutAtom);
  const setSigningOut = useSetAtom(signingOutAtom);
  const queryClient = useQueryClient();
  const title = usePageTitle(BRAND);
  const setReturnTo = useSetAtom(returnToAtom);
  const clearToasts = useSetAtom(clearToastsAtom);
  // The page remembered by an expired session has been reached (or passed by): forget it.
  useEffect(() => setReturnTo(null), [setReturnTo]);

  const handleLogout = async () => {
    setSigningOut(true);
    await logout();
    // Another admin may sign in next in this tab: nothing of this session's data may show.
    queryClient.clear();
    clearToasts();
  };
  const palette = useCommandPalette({ onLogout: () => void handleLogout() });

  return (
    <>
      <AppLayout
        user={{ name: user?.name ?? '', email: user?.email ?? '' }}
        currentPath={location.pathname}
        menu={appMenu}
        onLogout={() => void handleLogout()}
        renderLink={renderRouterLink}
        title={title}
        brand={BRAND}
        topBarActions={palette.button}
      >
        <Suspense fallback={<LoadingScreen fill={false} />}>
          <Outlet />
        </Suspense>
      </AppLayout>
      {palette.dialog}
      <ToastHost />
    </>
  );
}
