import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, createAppStore } from './AppProviders';
import { startSessionCheck } from './guard/earlySessionCheck';
import { pathOf } from './guard/returnTo';
import { providePrefetchStore } from './routes/prefetch';
import { createAppRouter } from './router';

// One store for the app's lifetime, shared with the route loaders that start a page's first query early.
const app = createAppStore();
providePrefetchStore(app);
const router = createAppRouter();

/** Starts the stored session's check before the router has loaded the page (see startSessionCheck). */
function EarlySessionCheck() {
  const store = useStore();
  const queryClient = useAtomValue(queryClientAtom);
  useLayoutEffect(() => startSessionCheck(store, queryClient, () => pathOf(window.location)), [store, queryClient]);
  return null;
}

/** The assembled admin panel: providers around the route tree. */
export function App() {
  return (
    <AppProviders app={app}>
      <EarlySessionCheck />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
