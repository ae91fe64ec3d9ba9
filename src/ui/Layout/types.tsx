import type { MouseEvent, ReactElement, ReactNode } from 'react';

/** One link of the side menu. */
export interface NavLinkItem {
  /** Visible label (a spec text). */
  label: string;
  /** Target path, e.g. `/blog/list`. */
  href: string;
  /** Icon shown before the label and alone when the sidebar is collapsed. Top-level links only. */
  icon?: ReactNode;
}

/** A group of links that expands and collapses. */
export interface NavGroupItem {
  /** Visible label of the group (a spec text). */
  label: string;
  /** Icon shown before the label and alone when the sidebar is collapsed. */
  icon: ReactNode;
  /** The group's links. */
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroupItem;

export function isNavGroup(entry: NavEntry): entry is NavGroupItem {
  return 'items' in entry;
}

/** What the layout hands to `renderLink`: spread it on an anchor-like element (react-router's `Link`/`NavLink`). */
export interface LayoutLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Renders a navigation link; the app plugs in the router here. */
export type RenderLink = (props: LayoutLinkProps) => ReactElement;

/** The signed-in user shown in the profile menu. */
export interface LayoutUser {
  /** Display name. */
  name: string;
  /** Email address. */
  email: string;
  /** Optional avatar image URL; the name's initial shows without it. */
  avatar?: string;
}

/** The default link: a plain anchor. */
export const defaultRenderLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/** True when `path` is `href` or lies below it. */
export function isActivePath(href: string, path: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}
