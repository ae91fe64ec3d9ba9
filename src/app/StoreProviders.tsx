import { type createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { AppThemeProvider } from '../theme';

export interface StoreProvidersProps {
  /** The app's Jotai store. */
  store: ReturnType<typeof createStore>;
  /** The app. */
  children: ReactNode;
}

/** The Jotai store and the theme: what every page needs, the sign-in pages included (no TanStack Query). */
export function StoreProviders({ store, children }: StoreProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </JotaiProvider>
  );
}
