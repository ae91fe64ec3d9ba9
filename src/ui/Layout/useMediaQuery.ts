import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../../theme/tokens';

/** The query behind `theme.media.belowLg`: below it the sidebar is a drawer. */
export const BELOW_LG_QUERY = `(max-width: ${breakpoints.lg - 1}px)`;

/** Live result of a CSS media query. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
