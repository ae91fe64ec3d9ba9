import { QueryClientProvider } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { queryClientOf } from '@/shared/query/storeQueryClient';
import { AuthGate } from '../guard/RequireAuth';
import { SessionCheck } from '../guard/SessionCheck';
import { ProtectedShell } from './ProtectedShell';

/**
 * The layout route of everything under `/` except the sign-in pages (lazy: /signin never loads the shell). TanStack
 * Query arrives with it: the store's QueryClient is made here on first use (or is the one a story or test bound).
 */
export function ProtectedRoute() {
  const queryClient = queryClientOf(useStore());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthGate route="protected">
        <SessionCheck>
          <ProtectedShell />
        </SessionCheck>
      </AuthGate>
    </QueryClientProvider>
  );
}
