import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../shared/query/createQueryClient';
import { bindQueryClient } from '../shared/query/storeQueryClient';
import { StoreProviders } from './StoreProviders';

/** The app's one Jotai store, wired to one QueryClient (the atoms' queries and the hooks share it). */
export function createAppStore(queryClient: QueryClient = createQueryClient()) {
  const store = createStore();
  bindQueryClient(store, queryClient);
  return { store, queryClient };
}

export type AppStore = ReturnType<typeof createAppStore>;

export interface AppProvidersProps {
  /** The app. */
  children: ReactNode;
  /** The store and QueryClient to provide; a new pair when omitted. */
  app?: AppStore;
}

/**
 * Jotai store, TanStack Query (network and 5xx failures retried twice, 4xx never; see createQueryClient) and the
 * theme (saved preference, else the system's dark preference; applied as the `dark` class). The app itself starts
 * with `StoreProviders` only and adds TanStack Query in the signed-in shell (layout/ProtectedRoute).
 */
export function AppProviders({ children, app }: AppProvidersProps) {
  const [{ store, queryClient }] = useState(() => app ?? createAppStore());
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProviders store={store}>{children}</StoreProviders>
    </QueryClientProvider>
  );
}
