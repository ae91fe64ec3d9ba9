import type { ReactNode } from 'react';
import { ErrorBanner } from '@/ui/ErrorBanner';

/** What a screen's list query is doing, as the list atoms report it. */
export interface ListState {
  status: 'loading' | 'error' | 'loaded' | 'refreshing';
  error?: string | null;
  refetch: () => void;
}

/**
 * The body of a list screen for its query's state: the skeleton while loading, the error with Retry, the empty state
 * when there is nothing, else the list (made only then).
 */
export function listStateBody(
  list: ListState,
  count: number,
  { skeleton, empty, items }: { skeleton: ReactNode; empty: ReactNode; items: () => ReactNode },
): ReactNode {
  if (list.status === 'loading') return skeleton;
  if (list.status === 'error') return <ErrorBanner message={list.error ?? ''} onRetry={list.refetch} />;
  return count === 0 ? empty : items();
}
