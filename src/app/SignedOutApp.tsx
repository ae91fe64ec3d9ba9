import { Component, lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useSessionExpiry } from '@/shared/sessionExpiry';
import { SIGN_IN_PATH, VERIFY_OTP_PATH } from './guard/authDecision';
import { pathOf } from './guard/returnTo';
import { LoadingScreen } from './LoadingScreen';
import { currentLocation, isSignedOutPage, pathnameOf, writeHistory } from './nav/history';
import { NavigationContext, type NavigateOptions, type Navigation } from './nav/navigation';

// The same lazy modules as the router's auth routes (routes/auth.tsx): one chunk each, whichever app loads them.
const SignInRoute = lazy(async () => ({ default: (await import('./routes/auth/SignInRoute')).SignInRoute }));
const VerifyOtpRoute = lazy(async () => ({ default: (await import('./routes/auth/VerifyOtpRoute')).VerifyOtpRoute }));

/** The address in the browser: the sign-in steps keep it current themselves. */
const addressNow = () => pathOf(window.location);

/** Where the signed-out pages hand over to the router app: an address to go to (null: the current one). */
export interface Departure {
  to: string;
  options?: NavigateOptions;
}

export interface SignedOutAppProps {
  /** Starts the router app at `departure` (or the current address): any page but the two sign-in steps. */
  onLeave: (departure: Departure | null) => void;
  /** Fetches the router app's code ahead of need (the code step: the next page is a signed-in one). */
  preloadApp: () => void;
}

/** A page that throws is handed to the router app, whose error page shows it (as it did before this entry). */
class HandToRouterOnError extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? <LoadingScreen /> : this.props.children;
  }
}

/**
 * The two sign-in steps (docs/panel.md#screens-and-routes) without React Router: the History API behind the same
 * navigation the router gives the guard and the pages (nav/navigation). Going anywhere else starts the router app
 * (`onLeave`). The browser's Back and Forward between the two steps stay here.
 */
export function SignedOutApp({ onLeave, preloadApp }: SignedOutAppProps) {
  const [location, setLocation] = useState(currentLocation);
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      if (!isSignedOutPage(pathnameOf(to))) {
        onLeave({ to, options });
        return;
      }
      writeHistory(to, options);
      // A transition: the page on screen stays until the next one's code has loaded, as with the router.
      startTransition(() => setLocation(currentLocation()));
    },
    [onLeave],
  );
  useEffect(() => {
    const popped = () => {
      const next = currentLocation();
      if (isSignedOutPage(next.pathname)) startTransition(() => setLocation(next));
      else onLeave(null);
    };
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, [onLeave]);

  // A 401 on a call that carried the token (the code step's) ends it and remembers this page, as in the router app.
  useSessionExpiry(addressNow);

  const onCodeStep = location.pathname === VERIFY_OTP_PATH;
  useEffect(() => {
    if (onCodeStep) preloadApp();
  }, [onCodeStep, preloadApp]);

  const navigation = useMemo<Navigation>(() => ({ location, navigate }), [location, navigate]);
  const leaveHere = useCallback(() => onLeave(null), [onLeave]);
  return (
    <NavigationContext value={navigation}>
      <HandToRouterOnError onError={leaveHere}>
        <Suspense fallback={<LoadingScreen />}>
          {location.pathname === SIGN_IN_PATH ? <SignInRoute /> : <VerifyOtpRoute />}
        </Suspense>
      </HandToRouterOnError>
    </NavigationContext>
  );
}
