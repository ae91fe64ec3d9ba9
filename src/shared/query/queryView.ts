import type { QueryObserverResult } from '@tanstack/react-query';

/** How a screen sees a server read: loading, loaded (refreshing while it re-fetches) or error, with Retry. */
export interface QueryView<T> {
  status: 'loading' | 'refreshing' | 'loaded' | 'error';
  data: T;
  error: string | null;
  refetch: () => void;
}

/** A query's result as a `QueryView`: `empty` until data comes, `failureText` when the error says nothing. */
export function queryView<T>(result: QueryObserverResult<T>, empty: T, failureText: string): QueryView<T> {
  return {
    status: result.isError ? 'error' : result.isPending ? 'loading' : result.isFetching ? 'refreshing' : 'loaded',
    data: result.data ?? empty,
    error: result.isError ? result.error.message || failureText : null,
    refetch: () => void result.refetch(),
  };
}
