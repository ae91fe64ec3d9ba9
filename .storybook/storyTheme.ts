import type { ThemeName } from '../src/theme';

/**
 * The running story's theme switch, installed by the story decorator (decorators.tsx) and used by the screenshot
 * matrix (vitest.setup.ts) to capture the state a story's play function left in every theme of `parameters.themes`.
 */
let current: ((theme: ThemeName) => void) | undefined;

export function setStoryTheme(apply: (theme: ThemeName) => void): () => void {
  current = apply;
  return () => {
    if (current === apply) current = undefined;
  };
}

export function switchStoryTheme(theme: ThemeName): void {
  if (!current) throw new Error('No story is mounted to switch the theme of');
  current(theme);
}
