import { useAtom } from 'jotai';
import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { sidebarCollapsedAtom } from '../atoms';
import { Sidebar } from '../Sidebar';
import { TopBar } from '../TopBar';
import type { LayoutUser, NavEntry, RenderLink } from '../types';
import { BELOW_LG_QUERY, useMediaQuery } from '../useMediaQuery';
import { Column, Main, Shell, SkipLink } from './AppLayout.styles';

/** Id of the `<main>` landmark, the target of the "Skip to content" link. */
export const MAIN_CONTENT_ID = 'main-content';

export interface AppLayoutProps {
  /** The signed-in user shown in the profile menu. */
  user: LayoutUser;
  /** Path of the page on screen: marks its menu link and opens its group. */
  currentPath: string;
  /** Called by the profile menu's "Logout" item. */
  onLogout: () => void;
  /** Called when a menu link is clicked (before the link navigates; `preventDefault` to handle it yourself). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Renders menu links; plug the router in here. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** Menu entries (the app gives its own). */
  menu: NavEntry[];
  /** Page title shown in the top bar. */
  title?: ReactNode;
  /** Product name at the top of the sidebar. @default 'Admin Panel' */
  brand?: string;
  /** Extra controls in the top bar, before the theme toggle. */
  topBarActions?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The signed-in shell: sidebar (a collapsible rail from the lg breakpoint, a drawer below it), top bar and `<main>`.
 * The rail's collapsed state lives in `sidebarCollapsedAtom` (localStorage `sidebar_collapsed`).
 */
export function AppLayout({
  user,
  currentPath,
  onLogout,
  onNavigate,
  renderLink,
  menu,
  title,
  brand,
  topBarActions,
  children,
}: AppLayoutProps) {
  const isMobile = useMediaQuery(BELOW_LG_QUERY);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  if (!isMobile && drawerOpen) setDrawerOpen(false);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <Shell>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>Skip to content</SkipLink>
      <Sidebar
        id={drawerId}
        mode={isMobile ? 'drawer' : 'rail'}
        currentPath={currentPath}
        menu={menu}
        brand={brand}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed(!collapsed)}
        open={drawerOpen}
        onClose={closeDrawer}
        renderLink={renderLink}
        onNavigate={onNavigate}
      />
      <Column>
        <TopBar
          ref={menuButtonRef}
          user={user}
          onLogout={onLogout}
          title={title}
          showMenuButton={isMobile}
          menuOpen={drawerOpen}
          menuId={drawerId}
          onMenuClick={() => setDrawerOpen(true)}
          actions={topBarActions}
        />
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </Main>
      </Column>
    </Shell>
  );
}
