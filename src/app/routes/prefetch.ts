import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { LoaderFunction } from 'react-router-dom';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import type { ApiClient } from '../../shared/api/createApiClient';
import { queryClientOf } from '../../shared/query/storeQueryClient';
import { isSignedInAtom } from '../../shared/session';
import { prefetchStore } from './prefetchStore';

export { providePrefetchStore } from './prefetchStore';

interface PrefetchContext {
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  client: ApiClient;
}

/**
 * A route loader that starts the page's first query as soon as its chunk has loaded, in parallel with the session
 * check and before the page renders. It never waits for the data (navigation stays as fast as without it) and asks
 * nothing without a verified session.
 */
export function prefetchLoader(prefetch: (app: PrefetchContext, url: URL) => void): LoaderFunction {
  return ({ request }) => {
    const store = prefetchStore();
    if (store && store.get(isSignedInAtom)) {
      prefetch({ store, queryClient: queryClientOf(store), client: store.get(apiClientAtom) }, new URL(request.url));
    }
    return null;
  };
}
