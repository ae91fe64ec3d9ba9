import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme, THEME_STORAGE_KEY, themeAtom, toggleThemeAtom } from '../../src/theme';

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

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('palette contrast (WCAG AA, 4.5:1)', () => {
  it.each([lightTheme, darkTheme])('$name: body, muted and link text on every surface, modals included', (theme) => {
    const { colors } = theme;
    for (const surface of [colors.bg, colors.surface, colors.surfaceRaised, colors.surfaceMuted]) {
      for (const text of [colors.text, colors.textMuted, colors.link]) {
        expect(contrast(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
