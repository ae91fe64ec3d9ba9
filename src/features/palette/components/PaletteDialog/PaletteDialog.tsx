import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useDebouncedSearch } from '@/shared/lists/useDebouncedSearch';
import { CommandPalette } from '@/ui/CommandPalette';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { paletteQueryAtom, paletteSearchAtom } from '../../atoms';
import { paletteGroups, type PaletteSources, type PaletteTarget } from '../../commands';

export interface PaletteDialogProps extends PaletteSources {
  /** Closes the palette (Escape, Close, outside click, or after a choice). */
  onClose: () => void;
  /** Opens an address of the app (a screen, a create form, a found record). */
  onNavigate: (href: string) => void;
  /** Switches between the light and the dark theme. */
  onToggleTheme: () => void;
  /** Signs out. */
  onLogout: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The command palette (issue 15): go to any screen, run an action, or search every record type on the server
 * (debounced, at most 5 per type) and open what was found. Shown while mounted; the app loads it on first use.
 */
export function PaletteDialog({ onClose, onNavigate, onToggleTheme, onLogout, ...sources }: PaletteDialogProps) {
  const setQuery = useSetAtom(paletteQueryAtom);
  const committed = useAtomValue(paletteQueryAtom);
  const search = useAtomValue(paletteSearchAtom);
  const [text, setText] = useDebouncedSearch('', setQuery);
  // Each opening starts empty.
  useEffect(() => () => setQuery(''), [setQuery]);

  const typed = text.trim();
  // Only an answer for the text on screen is shown (a record's link repeats the search it was found by).
  const current = typed !== '' && committed === typed ? search.data : undefined;
  const results = current ? { q: committed, data: current } : undefined;
  const { groups, targets } = paletteGroups(text, sources, results);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const waiting = typed !== '' && !search.isError && current === undefined;
  const status = !typed
    ? plural(count, 'command', 'commands')
    : waiting
      ? 'Searching…'
      : count === 0
        ? `No results for “${typed}”`
        : plural(count, 'result', 'results');

  const choose = (target: PaletteTarget | undefined) => {
    if (!target) return;
    onClose();
    if (target.kind === 'go') onNavigate(target.href);
    else if (target.kind === 'toggleTheme') onToggleTheme();
    else onLogout();
  };

  return (
    <CommandPalette
      open
      onClose={onClose}
      label="Search and commands"
      placeholder="Search or type a command"
      query={text}
      onQueryChange={setText}
      groups={groups}
      onSelect={(item) => choose(targets.get(item.id))}
      status={status}
      emptyText={waiting ? 'Searching…' : `Nothing matches “${typed}”.`}
      notice={
        search.isError && typed ? (
          <ErrorBanner message={`Search failed: ${search.error.message}`} onRetry={() => void search.refetch()} />
        ) : null
      }
    />
  );
}
