import { useRef, type MouseEvent } from 'react';
import { CloseIcon, CollapseIcon, ExpandIcon } from '../icons';
import { defaultRenderLink, type NavEntry, type RenderLink } from '../types';
import { useFocusTrap } from '../useFocusTrap';
import { MenuNavContext } from './parts/navContext';
import { NavList } from './parts/NavList';
import { Backdrop, Brand, BrandMark, Drawer, Footer, Header, IconButton, Nav, Rail } from './Sidebar.styles';

export interface SidebarProps {
  /** Path of the page on screen; its link gets `aria-current="page"` and its group opens. */
  currentPath: string;
  /** Menu entries (the app gives its own). */
  menu: NavEntry[];
  /** `rail`: the desktop column; `drawer`: the mobile slide-in panel with a backdrop. @default 'rail' */
  mode?: 'rail' | 'drawer';
  /** Rail only: icons only, 4rem wide (labels become tooltips, groups open as flyouts). @default false */
  collapsed?: boolean;
  /** Rail only: called by the "Collapse sidebar" / "Expand sidebar" button; the button shows only when set. */
  onToggleCollapsed?: () => void;
  /** Drawer only: whether the drawer is open. @default false */
  open?: boolean;
  /** Drawer only: asks to close (Escape, backdrop, close button, navigation). */
  onClose?: () => void;
  /** Renders each link; plug the router's `Link` in here. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** Called when a menu link is clicked, before the link's own navigation. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Product name at the top. @default 'Admin Panel' */
  brand?: string;
  /** Id of the drawer element, for the menu button's `aria-controls`. */
  id?: string;
}

/** The side menu: a collapsible desktop rail, or a focus-trapping mobile drawer. */
export function Sidebar({
  currentPath,
  menu,
  mode = 'rail',
  collapsed = false,
  onToggleCollapsed,
  open = false,
  onClose,
  renderLink = defaultRenderLink,
  onNavigate,
  brand = 'Admin Panel',
  id,
}: SidebarProps) {
  const drawerRef = useRef<HTMLDivElement>(null);
  const isDrawer = mode === 'drawer';
  const iconOnly = !isDrawer && collapsed;
  const close = onClose ?? noop;
  useFocusTrap(drawerRef, isDrawer && open, close);

  const navigate = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.(href, event);
    if (isDrawer) close();
  };

  const content = (
    <>
      <Header $collapsed={iconOnly}>
        <Brand>
          <BrandMark aria-hidden="true">{brand.charAt(0)}</BrandMark>
          {iconOnly ? <span className="visually-hidden">{brand}</span> : brand}
        </Brand>
        {isDrawer ? (
          <IconButton type="button" aria-label="Close menu" title="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </Header>
      <Nav aria-label="Main" $collapsed={iconOnly}>
        <MenuNavContext value={{ currentPath, renderLink, onNavigate: navigate }}>
          <NavList menu={menu} collapsed={iconOnly} />
        </MenuNavContext>
      </Nav>
      {!isDrawer && onToggleCollapsed ? (
        <Footer $collapsed={iconOnly}>
          <CollapseToggle collapsed={collapsed} onToggle={onToggleCollapsed} />
        </Footer>
      ) : null}
    </>
  );

  if (!isDrawer) {
    return (
      <Rail id={id} $collapsed={collapsed} data-collapsed={collapsed}>
        {content}
      </Rail>
    );
  }
  return (
    <>
      <Backdrop $open={open} onClick={close} data-testid="sidebar-backdrop" />
      <Drawer ref={drawerRef} id={id} $open={open} role="dialog" aria-modal={open || undefined} aria-label="Main menu">
        {content}
      </Drawer>
    </>
  );
}

function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const label = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <IconButton type="button" aria-label={label} title={label} onClick={onToggle}>
      {collapsed ? <ExpandIcon /> : <CollapseIcon />}
    </IconButton>
  );
}

function noop() {}
