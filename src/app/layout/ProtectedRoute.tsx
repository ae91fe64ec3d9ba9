import { AuthGate } from '../guard/RequireAuth';
import { ProtectedShell } from './ProtectedShell';

/** The layout route of everything under `/` except the sign-in pages (lazy: /signin never loads the shell). */
export function ProtectedRoute() {
  return (
    <AuthGate route="protected">
      <ProtectedShell />
    </AuthGate>
  );
}
