import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../shared/query/createQueryClient';
import { AppThemeProvider } from '../theme';

/** The app's one Jotai store, wired to one QueryClient (the atoms' queries and the hooks share it). */
export function createAppStore(queryClient: QueryClient = createQueryClient()) {
  const store = createStore();
  store.set(queryClientAtom, queryClient);
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
 * theme (saved preference, else the system's dark preference; applied as the `dark` class).
 */
export function AppProviders({ children, app }: AppProvidersProps) {
  const [{ store, queryClient }] = useState(() => app ?? createAppStore());
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
