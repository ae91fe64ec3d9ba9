import { useAtomValue } from 'jotai';
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themeAtom } from './themeAtom';
import { themes } from './themes';

export interface AppThemeProviderProps {
  /** The tree to theme. */
  children: ReactNode;
}

/** Applies the theme atom: styled-components theme, global styles and the `dark` class on the document root. */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  const name = useAtomValue(themeAtom);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', name === 'dark');
  }, [name]);
  return (
    <ThemeProvider theme={themes[name]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
