import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { SignInScreen } from '@/features/auth/screens/SignInScreen';
import { AuthGate } from '../../guard/RequireAuth';
import { VERIFY_OTP_PATH } from '../../guard/authDecision';
import { fromState } from '../../guard/returnTo';
import { signingOutAtom } from '../../guard/signingOut';
import { useNavigation } from '../../nav/navigation';

/**
 * The demo credentials line: only in a build made with `VITE_DEMO_HINT` (docs/operations.md#settings), never otherwise.
 */
const DEMO_HINT = import.meta.env.VITE_DEMO_HINT?.trim() || undefined;

/** `/signin`: a signed-in admin goes on to where they were going (or the dashboard); otherwise the screen. */
export function SignInRoute() {
  const { navigate, location } = useNavigation();
  const from = fromState(location.state);
  const setSigningOut = useSetAtom(signingOutAtom);
  // Logout is over once this page shows; a later rejected session remembers its page again.
  useEffect(() => setSigningOut(false), [setSigningOut]);
  return (
    <AuthGate route="signin" signedInTo={from ?? undefined}>
      <SignInScreen
        demoHint={DEMO_HINT}
        onSignedIn={() => navigate(VERIFY_OTP_PATH, { state: from ? { from } : undefined })}
      />
    </AuthGate>
  );
}
