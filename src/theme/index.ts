export { AppThemeProvider } from './AppThemeProvider';
export type { AppThemeProviderProps } from './AppThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { themeAtom, toggleThemeAtom, readInitialTheme, THEME_STORAGE_KEY } from './themeAtom';
export { themes, lightTheme, darkTheme } from './themes';
export type { ThemeName, AppTheme, Palette } from './themes';
