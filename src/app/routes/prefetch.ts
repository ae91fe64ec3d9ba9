import type { LoaderFunction } from 'react-router-dom';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import type { ApiClient } from '../../shared/api/createApiClient';
import { isSignedInAtom } from '../../shared/session';
import type { AppStore } from '../AppProviders';

let appStore: AppStore | null = null;

/** Gives route loaders the app's store. Only the app does this: in stories (no store) the loaders do nothing. */
export function providePrefetchStore(store: AppStore | null): void {
  appStore = store;
}

/**
 * A route loader that starts the page's first query as soon as its chunk has loaded, in parallel with the session
 * check and before the page renders. It never waits for the data (navigation stays as fast as without it) and asks
 * nothing without a verified session.
 */
export function prefetchLoader(prefetch: (app: AppStore & { client: ApiClient }, url: URL) => void): LoaderFunction {
  return ({ request }) => {
    const app = appStore;
    if (app && app.store.get(isSignedInAtom)) {
      prefetch({ ...app, client: app.store.get(apiClientAtom) }, new URL(request.url));
    }
    return null;
  };
}
