import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, themeAtom, toggleThemeAtom } from '../../src/theme';

function mockSystemDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: dark && query.includes('dark'), media: query }) as MediaQueryList,
  );
}

describe('theme atom', () => {
  it('starts from the saved preference', () => {
    mockSystemDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(createStore().get(themeAtom)).toBe('dark');
  });

  it('falls back to the system dark preference when nothing is saved', () => {
    mockSystemDark(true);
    expect(createStore().get(themeAtom)).toBe('dark');
    mockSystemDark(false);
    expect(createStore().get(themeAtom)).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    mockSystemDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(createStore().get(themeAtom)).toBe('light');
  });

  it('saves the choice when toggled', () => {
    mockSystemDark(false);
    const store = createStore();
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
