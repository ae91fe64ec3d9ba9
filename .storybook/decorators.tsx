import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { AppThemeProvider, themeAtom, type ThemeName } from '../src/theme';

/**
 * One fresh Jotai store per story, seeded from the toolbar's theme (or `globals.theme` of the story).
 * Nothing leaks between stories. Later layers (session, API scenario, query client) add their seeds here.
 */
export const withStoryProviders: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'light';
  return (
    <StoryStore theme={theme}>
      <Story />
    </StoryStore>
  );
};

function StoryStore({ theme, children }: { theme: ThemeName; children: React.ReactNode }) {
  const [store] = useState(() => createStore());
  store.set(themeAtom, theme);
  return (
    <JotaiProvider store={store}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </JotaiProvider>
  );
}
