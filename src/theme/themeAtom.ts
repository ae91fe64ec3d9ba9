import { atom } from 'jotai';
import type { ThemeName } from './themes';

/** localStorage key of the saved theme preference (docs/panel.md#records-on-screen). */
export const THEME_STORAGE_KEY = 'theme';

function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'light';
}

/** Saved preference, else the system's dark preference (docs/panel.md#states). */
export function readInitialTheme(): ThemeName {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (isThemeName(saved)) return saved;
  } catch {
    // storage blocked (private mode): fall through to the system preference
  }
  const prefersDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

const chosenThemeAtom = atom<ThemeName | null>(null);

/** The active theme. Writing it saves the preference. */
export const themeAtom = atom(
  (get) => get(chosenThemeAtom) ?? readInitialTheme(),
  (_get, set, next: ThemeName) => {
    set(chosenThemeAtom, next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // the choice still applies for this visit
    }
  },
);

/** Flips between light and dark. */
export const toggleThemeAtom = atom(null, (get, set) => {
  set(themeAtom, get(themeAtom) === 'dark' ? 'light' : 'dark');
});
