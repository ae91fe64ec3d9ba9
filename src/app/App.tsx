import { createStore } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { startSessionCheck } from './guard/earlySessionCheck';
import { pathOf } from './guard/returnTo';
import { providePrefetchStore } from './routes/prefetchStore';
import { createAppRouter } from './router';
import { StoreProviders } from './StoreProviders';

// One store for the app's lifetime, shared with the route loaders that start a page's first query early. Its
// QueryClient is made with the first screen that needs one (shared/query/storeQueryClient): not on the sign-in pages.
const store = createStore();
providePrefetchStore({ store });
// The stored session's check starts now, before React renders and while the router loads the page's code.
startSessionCheck(store, () => pathOf(window.location));
const router = createAppRouter();

/** The assembled admin panel: providers around the route tree. */
export function App() {
  return (
    <StoreProviders store={store}>
      <RouterProvider router={router} />
    </StoreProviders>
  );
}
