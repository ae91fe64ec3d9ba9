import { recordTypePlural } from '@/shared/records/recordTypes';
import type { CommandGroup } from '@/ui/CommandPalette';
import { isNavGroup, type NavEntry } from '@/ui/Layout';
import { SEARCH_TYPES, type SearchHit, type SearchResults, type SearchType } from './types';

/** What choosing a palette item does. */
export type PaletteTarget = { kind: 'go'; href: string } | { kind: 'toggleTheme' } | { kind: 'logout' };

export interface PaletteScreen {
  label: string;
  href: string;
}

/** An action that opens an address of the app ("Create category"); the app derives them from its record types. */
export interface PaletteCommand {
  id: string;
  label: string;
  href: string;
}

/** Where a record found by the search `q` opens (the app knows its pages). */
/** Where a found record opens; null for a record with no page in the panel (the palette leaves it out). */
export type FoundRecordHref = (type: SearchType, hit: SearchHit, q: string) => string | null;

/** What the palette offers besides the search: the app's screens and commands, and where a found record opens. */
export interface PaletteSources {
  /** The screens "Go to" lists (the menu's). */
  screens: readonly PaletteScreen[];
  /** The app's actions ("Create blog", …), before the palette's own (theme, logout). */
  commands: readonly PaletteCommand[];
  recordHref: FoundRecordHref;
}

/** Every screen of the menu, flattened ("List Blogs", "Create Category", …). */
export function screensOf(menu: readonly NavEntry[]): PaletteScreen[] {
  return menu.flatMap((entry) =>
    isNavGroup(entry)
      ? entry.items.map(({ label, href }) => ({ label, href }))
      : [{ label: entry.label, href: entry.href }],
  );
}

const OWN_ACTIONS: { id: string; label: string; target: PaletteTarget }[] = [
  { id: 'toggle-theme', label: 'Toggle theme', target: { kind: 'toggleTheme' } },
  { id: 'logout', label: 'Logout', target: { kind: 'logout' } },
];

const includes = (label: string, text: string) => label.toLowerCase().includes(text.trim().toLowerCase());

/**
 * The palette's groups for the text typed: with text, the records found (when `results` is for that text) and the
 * actions and screens whose name contains it; without, every action and screen. Each item's target by its id.
 */
export function paletteGroups(
  text: string,
  { screens, commands, recordHref }: PaletteSources,
  results: { q: string; data: SearchResults } | undefined,
): { groups: CommandGroup[]; targets: Map<string, PaletteTarget> } {
  const targets = new Map<string, PaletteTarget>();
  const typed = text.trim();
  const records: CommandGroup[] = results
    ? SEARCH_TYPES.map((type) => ({
        id: type,
        label: recordTypePlural(type),
        items: results.data[type].flatMap((hit) => {
          const href = recordHref(type, hit, results.q);
          if (href === null) return [];
          const id = `${type}-${hit.id}`;
          targets.set(id, { kind: 'go', href });
          return [{ id, label: hit.title, description: hit.subtitle }];
        }),
      }))
    : [];
  const everyAction: { id: string; label: string; target: PaletteTarget }[] = [
    ...commands.map(({ id, label, href }) => ({ id, label, target: { kind: 'go' as const, href } })),
    ...OWN_ACTIONS,
  ];
  const actions = everyAction
    .filter((action) => includes(action.label, typed))
    .map((action) => {
      targets.set(action.id, action.target);
      return { id: action.id, label: action.label };
    });
  const goTo = screens
    .filter((screen) => includes(screen.label, typed))
    .map((screen) => {
      const id = `go-${screen.href}`;
      targets.set(id, { kind: 'go', href: screen.href });
      return { id, label: screen.label, description: screen.href };
    });
  const groups: CommandGroup[] = [
    { id: 'actions', label: 'Actions', items: actions },
    { id: 'screens', label: 'Go to', items: goTo },
  ];
  return { groups: typed ? [...records, ...groups] : groups, targets };
}
