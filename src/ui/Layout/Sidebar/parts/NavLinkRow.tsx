import type { MouseEvent } from 'react';
import { isActivePath, type NavLinkItem, type RenderLink } from '../../types';
import { IconBox, Label, LinkSlot } from './NavList.styles';

export interface NavLinkRowProps {
  item: NavLinkItem;
  currentPath: string;
  collapsed: boolean;
  renderLink: RenderLink;
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** One menu link, marked `aria-current="page"` when it is the current path. */
export function NavLinkRow({ item, currentPath, collapsed, renderLink, onNavigate }: NavLinkRowProps) {
  const active = isActivePath(item.href, currentPath);
  return (
    <LinkSlot $collapsed={collapsed} $active={active}>
      {renderLink({
        href: item.href,
        'aria-current': active ? 'page' : undefined,
        'aria-label': collapsed ? item.label : undefined,
        onClick: (event) => onNavigate(item.href, event),
        children: (
          <>
            {item.icon ? <IconBox>{item.icon}</IconBox> : null}
            <Label
              $collapsed={collapsed}
              data-tooltip={collapsed ? '' : undefined}
              aria-hidden={collapsed || undefined}
            >
              {item.label}
            </Label>
          </>
        ),
      })}
    </LinkSlot>
  );
}
