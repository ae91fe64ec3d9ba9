import type { QueryClient } from '@tanstack/react-query';

/**
 * One Retry for a screen that shows several queries: refetches those that failed, so they recover together. Only
 * active ones (someone on screen observes them): a failure another screen left in the cache is not fetched again.
 */
export function retryFailedQueries(client: QueryClient): Promise<void> {
  return client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
}
