import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** localStorage key of the desktop sidebar's collapsed state. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar_collapsed';

/** Desktop sidebar collapsed to icons (persisted). Read on init so a reload does not flash the wide sidebar. */
export const sidebarCollapsedAtom = atomWithStorage<boolean>(
  SIDEBAR_COLLAPSED_KEY,
  false,
  createJSONStorage<boolean>(() => window.localStorage),
  { getOnInit: true },
);
