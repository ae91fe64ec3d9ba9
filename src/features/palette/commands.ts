import type { CommandGroup } from '@/ui/CommandPalette';
import { isNavGroup, type NavEntry } from '@/ui/Layout';
import { SEARCH_TYPES, type SearchHit, type SearchResults, type SearchType } from './types';

/** What choosing a palette item does. */
export type PaletteTarget = { kind: 'go'; href: string } | { kind: 'toggleTheme' } | { kind: 'logout' };

export interface PaletteScreen {
  label: string;
  href: string;
}

/** Every screen of the menu, flattened ("List Blogs", "Create Category", …). */
export function screensOf(menu: readonly NavEntry[]): PaletteScreen[] {
  return menu.flatMap((entry) =>
    isNavGroup(entry)
      ? entry.items.map(({ label, href }) => ({ label, href }))
      : [{ label: entry.label, href: entry.href }],
  );
}

const ACTIONS: { id: string; label: string; target: PaletteTarget }[] = [
  { id: 'create-blog', label: 'Create blog post', target: { kind: 'go', href: '/blog/create' } },
  { id: 'create-category', label: 'Create category', target: { kind: 'go', href: '/category/create' } },
  { id: 'create-meta', label: 'Create meta', target: { kind: 'go', href: '/meta/create' } },
  { id: 'toggle-theme', label: 'Toggle theme', target: { kind: 'toggleTheme' } },
  { id: 'logout', label: 'Logout', target: { kind: 'logout' } },
];

const GROUP_LABELS: Record<SearchType, string> = {
  blog: 'Blog posts',
  category: 'Categories',
  meta: 'Meta entries',
  contact: 'Contact messages',
  enquiry: 'Enquiries',
};

const ENQUIRY_LISTS = { FOOTER: 'footer', HEADER: 'header', PAGE: 'page' } as const;

/**
 * Where a found record opens: a blog post, category or meta entry in its edit form; a message or an enquiry in its
 * list, filtered by the same search (so it is on the first page) with `view` opening its modal. An enquiry's form
 * (FOOTER, HEADER, PAGE) is the first word of its subtitle (`GET /search`: "<form> · <email>").
 */
export function recordHref(type: SearchType, hit: SearchHit, q: string): string {
  const listed = (path: string) => `${path}?${new URLSearchParams({ q, view: String(hit.id) }).toString()}`;
  switch (type) {
    case 'blog':
      return `/blog/edit/${encodeURIComponent(hit.recordId)}`;
    case 'category':
      return `/category/edit/${hit.id}`;
    case 'meta':
      return `/meta/edit/${hit.id}`;
    case 'contact':
      return listed('/contacts/list');
    case 'enquiry': {
      const form = hit.subtitle.split(' · ')[0] as keyof typeof ENQUIRY_LISTS;
      return listed(`/contacts/${ENQUIRY_LISTS[form] ?? 'footer'}`);
    }
  }
}

const includes = (label: string, text: string) => label.toLowerCase().includes(text.trim().toLowerCase());

/**
 * The palette's groups for the text typed: with text, the records found (when `results` is for that text) and the
 * actions and screens whose name contains it; without, every action and screen. Each item's target by its id.
 */
export function paletteGroups(
  text: string,
  screens: readonly PaletteScreen[],
  results: { q: string; data: SearchResults } | undefined,
): { groups: CommandGroup[]; targets: Map<string, PaletteTarget> } {
  const targets = new Map<string, PaletteTarget>();
  const typed = text.trim();
  const records: CommandGroup[] = results
    ? SEARCH_TYPES.map((type) => ({
        id: type,
        label: GROUP_LABELS[type],
        items: results.data[type].map((hit) => {
          const id = `${type}-${hit.id}`;
          targets.set(id, { kind: 'go', href: recordHref(type, hit, results.q) });
          return { id, label: hit.title, description: hit.subtitle };
        }),
      }))
    : [];
  const actions = ACTIONS.filter((action) => includes(action.label, typed)).map((action) => {
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
  const commands: CommandGroup[] = [
    { id: 'actions', label: 'Actions', items: actions },
    { id: 'screens', label: 'Go to', items: goTo },
  ];
  return { groups: typed ? [...records, ...commands] : commands, targets };
}
