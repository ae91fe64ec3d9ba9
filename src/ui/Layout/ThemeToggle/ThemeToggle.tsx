import { useAtomValue, useSetAtom } from 'jotai';
import { themeAtom, toggleThemeAtom } from '@/theme';
import { IconButton } from '../IconButton.styles';
import { MoonIcon, SunIcon } from '../icons';

/**
 * Flips light/dark through the theme atom; titled "Switch to light mode" / "Switch to dark mode"
 * (docs/panel.md#layout).
 */
export function ThemeToggle() {
  const theme = useAtomValue(themeAtom);
  const toggle = useSetAtom(toggleThemeAtom);
  const label = theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton type="button" title={label} aria-label={label} onClick={() => toggle()}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
