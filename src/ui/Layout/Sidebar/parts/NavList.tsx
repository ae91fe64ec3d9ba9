import { useCallback, useState } from 'react';
import { isActivePath, isNavGroup, type NavEntry, type NavGroupItem } from '../../types';
import { useMenuNav } from './navContext';
import { NavGroupRow } from './NavGroupRow';
import { NavLinkRow } from './NavLinkRow';
import { Entry, List } from './NavList.styles';

export interface NavListProps {
  menu: NavEntry[];
  collapsed: boolean;
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** A group holds the path when one of its links matches it or shares its first segment (`/blog/edit/7`). */
function holdsPath(group: NavGroupItem, path: string): boolean {
  return group.items.some((item) => isActivePath(item.href, path) || firstSegment(item.href) === firstSegment(path));
}

function groupsHolding(menu: NavEntry[], path: string): string[] {
  return menu
    .filter(isNavGroup)
    .filter((group) => holdsPath(group, path))
    .map((group) => group.label);
}

/** The menu entries. Groups open independently; the one holding the current path opens when the path changes. */
export function NavList({ menu, collapsed }: NavListProps) {
  const { currentPath } = useMenuNav();
  const [openGroups, setOpenGroups] = useState<string[]>(() => groupsHolding(menu, currentPath));
  const [seenPath, setSeenPath] = useState(currentPath);
  const [flyout, setFlyout] = useState<string | null>(null);

  if (seenPath !== currentPath) {
    setSeenPath(currentPath);
    const holding = groupsHolding(menu, currentPath);
    setOpenGroups((open) => [...open, ...holding.filter((label) => !open.includes(label))]);
  }

  const dismissFlyout = useCallback(() => setFlyout(null), []);

  return (
    <List>
      {menu.map((entry) =>
        isNavGroup(entry) ? (
          <NavGroupRow
            key={entry.label}
            group={entry}
            active={holdsPath(entry, currentPath)}
            collapsed={collapsed}
            open={collapsed ? flyout === entry.label : openGroups.includes(entry.label)}
            onToggle={() => {
              if (collapsed) setFlyout((label) => (label === entry.label ? null : entry.label));
              else
                setOpenGroups((open) =>
                  open.includes(entry.label) ? open.filter((l) => l !== entry.label) : [...open, entry.label],
                );
            }}
            onDismiss={dismissFlyout}
          />
        ) : (
          <Entry key={entry.href}>
            <NavLinkRow item={entry} collapsed={collapsed} />
          </Entry>
        ),
      )}
    </List>
  );
}
