import { useAtomValue } from 'jotai';
import { type ReactNode, useDeferredValue } from 'react';
import { meQueryAtom } from '../../features/auth/meQueryAtom';
import { sessionTokenAtom, sessionUserAtom } from '../../shared/session';
import { LoadingScreen } from '../LoadingScreen';
import { decideAccess } from './authDecision';

/**
 * A session restored from storage is confirmed once with the server (`GET /auth/me`) before the shell shows:
 * "Loading..." meanwhile. A 401 signs out through the client's session-expired hook; an unreachable server
 * does not block the panel (its pages show their own errors). Its own module: it needs TanStack Query, which the
 * sign-in pages do not load.
 */
export function SessionCheck({ children }: { children: ReactNode }) {
  const me = useAtomValue(meQueryAtom);
  const token = useAtomValue(sessionTokenAtom);
  const user = useAtomValue(sessionUserAtom);
  const loading = me.isPending && me.fetchStatus === 'fetching' && me.failureCount === 0;
  const decision = decideAccess('protected', { loading, token, hasUser: Boolean(user), otpPending: false });
  // The shell and the page behind the guard are the app's largest render: deferred, React renders them in slices
  // between which the browser stays responsive (and paints), instead of one long task.
  const ready = useDeferredValue(decision.kind !== 'loading');
  return ready ? children : <LoadingScreen />;
}
