import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError';

/**
 * The one retry layer (the ofetch client has `retry: 0`). The app retries network and 5xx failures twice;
 * stories and tests pass `{ retry: false }` so error states show at once. 4xx answers are never retried.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? (failures, error) => failures < 2 && !(isApiError(error) && error.status < 500) : false,
        staleTime: 30_000,
        refetchOnWindowFocus: retry,
      },
      mutations: { retry: false },
    },
  });
}
