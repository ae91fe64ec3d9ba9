import type { createStore } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { StoreProviders } from './StoreProviders';

export { createAppRouter };

export interface AppProps {
  /** The app's one Jotai store (made by the entry, main.tsx). */
  store: ReturnType<typeof createStore>;
  /** The browser router, made when the app starts (not when this module loads: the code step preloads it). */
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The assembled admin panel: providers around the route tree. Loaded lazily with React Router, in the signed-in
 * shell's chunk (vite.config.ts firstScreenChunks): the app shows the sign-in steps without it and starts this for
 * every other page (main.tsx).
 */
export function App({ store, router }: AppProps) {
  return (
    <StoreProviders store={store}>
      <RouterProvider router={router} />
    </StoreProviders>
  );
}
