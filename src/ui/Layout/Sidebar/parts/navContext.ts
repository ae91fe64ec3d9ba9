import { createContext, useContext, type MouseEvent } from 'react';
import type { RenderLink } from '../../types';

/** What every menu row needs from the sidebar: the path on screen, the router's link and the click callback. */
export interface MenuNav {
  currentPath: string;
  renderLink: RenderLink;
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Given by the Sidebar to its menu rows (NavList, NavGroupRow, NavLinkRow). */
export const MenuNavContext = createContext<MenuNav | null>(null);

export function useMenuNav(): MenuNav {
  const nav = useContext(MenuNavContext);
  if (!nav) throw new Error('Menu rows render inside a Sidebar.');
  return nav;
}
