import { useEffect } from 'react';
import { useNavigation } from './navigation';

export interface RedirectProps {
  /** The path to go to (absolute). */
  to: string;
  /** Navigation state to carry. */
  state?: unknown;
}

/** Goes to `to` once rendered, replacing the current history entry (what React Router's `<Navigate replace>` does). */
export function Redirect({ to, state }: RedirectProps) {
  const { navigate } = useNavigation();
  // Compared by value, as React Router's <Navigate> compares its path: a new but equal state object is no new redirect.
  const carried = JSON.stringify(state ?? null);
  useEffect(() => navigate(to, { replace: true, state: JSON.parse(carried) as unknown }), [navigate, to, carried]);
  return null;
}
