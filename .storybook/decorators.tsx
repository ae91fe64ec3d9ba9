import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { createMockStore, registerStoryApi, type DataStoryParameters } from '../src/mocks';
import { AppThemeProvider, themeAtom, type ThemeName } from '../src/theme';
import { setStoryTheme } from './storyTheme';

/**
 * One fresh Jotai store per story, seeded from `parameters` and globals, so nothing leaks between stories:
 * - theme: the toolbar's theme, or `globals.theme` of the story;
 * - data: a fresh QueryClient (retries off) and the in-memory API built from `parameters.api`
 *   (`{ scenario, seed }`, default scenario `default`), installed as the API client's transport;
 * - session: `parameters.session` (`'signedIn'` default, `'signedOut'`, `'pendingOtp'`);
 * - the fixed clock of the fixtures.
 * A play function reads the requests the story made with `storyApi(context).requests` (src/mocks).
 */
export const withStoryProviders: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'light';
  const parameters = context.parameters as DataStoryParameters;
  return (
    <StoryStore key={context.id} storyId={context.id} theme={theme} parameters={parameters}>
      <Story />
    </StoryStore>
  );
};

interface StoryStoreProps {
  storyId: string;
  theme: ThemeName;
  parameters: DataStoryParameters;
  children: ReactNode;
}

function StoryStore({ storyId, theme, parameters, children }: StoryStoreProps) {
  const [mock] = useState(() => {
    const created = createMockStore({ ...parameters.api, session: parameters.session ?? 'signedIn' });
    registerStoryApi(storyId, created.api);
    created.store.set(themeAtom, theme);
    return created;
  });
  // The toolbar's theme applies when it changes; between changes the story keeps the theme it was given (or the one
  // the screenshot matrix switched it to, see vitest.setup.ts).
  const [appliedTheme, setAppliedTheme] = useState(theme);
  if (appliedTheme !== theme) {
    setAppliedTheme(theme);
    mock.store.set(themeAtom, theme);
  }
  useEffect(() => setStoryTheme((next) => mock.store.set(themeAtom, next)), [mock]);
  return (
    <QueryClientProvider client={mock.queryClient}>
      <JotaiProvider store={mock.store}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
