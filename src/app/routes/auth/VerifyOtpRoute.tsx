import { useAtomValue, useSetAtom } from 'jotai';
import { VerifyOtpScreen } from '@/features/auth/screens/VerifyOtpScreen';
import { logoutAtom } from '@/shared/logout';
import { returnToAtom } from '@/shared/session';
import { AuthGate } from '../../guard/RequireAuth';
import { SIGN_IN_PATH } from '../../guard/authDecision';
import { destinationAfterSignIn, fromState } from '../../guard/returnTo';
import { useNavigation } from '../../nav/navigation';

/** `/verify-otp`: after the code, back to the remembered page (the guard's, or the expired session's). */
export function VerifyOtpRoute() {
  const { navigate, location } = useNavigation();
  // Cleared by the shell once the admin is in, so the guard's redirect and ours agree on the destination.
  const returnTo = useAtomValue(returnToAtom);
  const logout = useSetAtom(logoutAtom);
  const from = fromState(location.state);

  const destination = destinationAfterSignIn(from, returnTo);
  const handleVerified = () => navigate(destination, { replace: true });
  // Going back abandons the half-finished sign-in: the pre-code token is revoked and cleared.
  const handleBack = async () => {
    await logout();
    navigate(SIGN_IN_PATH, { replace: true, state: from ? { from } : undefined });
  };

  return (
    <AuthGate route="verify-otp" signedInTo={destination}>
      <VerifyOtpScreen onVerified={handleVerified} onBackToSignIn={() => void handleBack()} signInHref={SIGN_IN_PATH} />
    </AuthGate>
  );
}
