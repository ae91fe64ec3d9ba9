import type { ThemeName } from '../src/theme';

/** Story parameters read by the screenshot matrix (.storybook/vitest.setup.ts). */
export interface ThemeParameters {
  /** The themes a story's end state is captured in (default: only the story's own theme). */
  themes?: ThemeName[];
}

/**
 * A story whose end state is screenshotted in the light and the dark theme: captured as the story left it, then the
 * theme is switched in place and the same state captured again ("<story> Dark"). One story per state, no hand-copied
 * `*Dark` twin.
 */
export function bothThemes<S extends object>(story: S): S {
  const { parameters } = story as { parameters?: object };
  const themes: ThemeName[] = ['light', 'dark'];
  return { ...story, parameters: { ...parameters, themes } };
}
