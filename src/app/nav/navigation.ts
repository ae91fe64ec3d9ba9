import { createContext, useContext } from 'react';

/** Where the visitor is: the parts of the address and the navigation state carried with it. */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Navigation state (the page to return to after signing in). */
  state?: unknown;
}

/** What the sign-in pages and the guard need of navigation: the location and a way to go elsewhere. */
export interface Navigation {
  location: NavLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

/**
 * The navigation the guard and the sign-in pages use. The router provides it from React Router (nav/RouterNavigation,
 * in the root route); the signed-out entry provides a small one over the History API (SignedOutApp), so /signin loads
 * no router.
 */
export const NavigationContext = createContext<Navigation | null>(null);

/** The current navigation; throws outside a provider (a page rendered without the app around it). */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs the app (router or signed-out entry) around it');
  return navigation;
}
