import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { screensOf } from '@/features/palette/commands';
import { toggleThemeAtom } from '@/theme';
import { SearchButton } from '@/ui/Layout';
import { foundRecordHref } from '../registry/records';
import { ADMIN_SECTIONS } from '../registry/sections';
import { appMenu } from './menu';

// Loaded on first use, so the palette adds nothing to any page's first load.
const PaletteDialog = lazy(async () => ({
  default: (await import('@/features/palette/components/PaletteDialog')).PaletteDialog,
}));

const SCREENS = screensOf(appMenu);
/** The sections' actions that open a page ("Create blog", …). */
const COMMANDS = ADMIN_SECTIONS.flatMap((section) => section.commands ?? []);
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K (⌘K on a Mac) anywhere in the signed-in app opens the palette, and closes it again. */
function usePaletteShortcut(toggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}

/** The command palette of the signed-in frame: its top-bar button, its shortcut and the (lazy) dialog. */
export function useCommandPalette({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const [toggle] = useState(() => () => setOpen((current) => !current));
  usePaletteShortcut(toggle);
  const button = <SearchButton onClick={() => setOpen(true)} shortcut={isApple() ? '⌘K' : 'Ctrl K'} />;
  const dialog = open ? (
    <Suspense fallback={null}>
      <PaletteDialog
        screens={SCREENS}
        commands={COMMANDS}
        recordHref={foundRecordHref}
        onClose={() => setOpen(false)}
        onNavigate={(href) => void navigate(href)}
        onToggleTheme={() => toggleTheme()}
        onLogout={onLogout}
      />
    </Suspense>
  ) : null;
  return { button, dialog };
}
