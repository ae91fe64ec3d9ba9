import { Provider as JotaiProvider } from 'jotai';
import { AppThemeProvider } from '../theme';

/** Composition root. Routes, guard and data providers are composed here as their issues land. */
export function App() {
  return (
    <JotaiProvider>
      <AppThemeProvider>
        <main>
          <h1>Admin Panel</h1>
        </main>
      </AppThemeProvider>
    </JotaiProvider>
  );
}
