import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { otpPendingAtom, sessionTokenAtom, sessionUserAtom } from '../../shared/session';
import { useNavigation } from '../nav/navigation';
import { Redirect } from '../nav/Redirect';
import { DASHBOARD_PATH, decideAccess, type RouteKind } from './authDecision';
import { pathOf } from './returnTo';
import { signingOutAtom } from './signingOut';

export interface AuthGateProps {
  /** Which rule applies: the protected area, or one of the two sign-in pages. */
  route: RouteKind;
  /** Where a signed-in admin on a sign-in page goes instead of the dashboard (the remembered page). */
  signedInTo?: string;
  /** The page, when the rule lets the visitor in. */
  children: ReactNode;
}

/** Applies `decideAccess` to the stored session: redirects (remembering where the visitor was going) or renders. */
export function AuthGate({ route, signedInTo, children }: AuthGateProps) {
  const token = useAtomValue(sessionTokenAtom);
  const user = useAtomValue(sessionUserAtom);
  const otpPending = useAtomValue(otpPendingAtom);
  const signingOut = useAtomValue(signingOutAtom);
  const { location } = useNavigation();
  const decision = decideAccess(route, { loading: false, token, hasUser: Boolean(user), otpPending });
  if (decision.kind === 'redirect') {
    // Only a signed-in admin goes to `signedInTo`; /verify-otp without a pending code goes to /signin itself.
    const to = decision.to === DASHBOARD_PATH && signedInTo ? signedInTo : decision.to;
    const from = decision.rememberFrom && !signingOut ? { from: pathOf(location) } : undefined;
    // A visitor sent from the code page back to sign-in keeps the page they were originally going to.
    const state: unknown = route === 'verify-otp' ? location.state : from;
    return <Redirect to={to} state={state} />;
  }
  // The protected area adds the server's session check inside (layout/ProtectedRoute: guard/SessionCheck).
  return children;
}
