import { isActivePath, type NavLinkItem } from '../../types';
import { useMenuNav } from './navContext';
import { IconBox, Label, LinkSlot } from './NavList.styles';

export interface NavLinkRowProps {
  item: NavLinkItem;
  collapsed: boolean;
  /** Called first when the link is clicked (a flyout closes itself). */
  onFollow?: () => void;
}

/** One menu link, marked `aria-current="page"` when it is the current path. */
export function NavLinkRow({ item, collapsed, onFollow }: NavLinkRowProps) {
  const { currentPath, renderLink, onNavigate } = useMenuNav();
  const active = isActivePath(item.href, currentPath);
  return (
    <LinkSlot $collapsed={collapsed} $active={active}>
      {renderLink({
        href: item.href,
        'aria-current': active ? 'page' : undefined,
        'aria-label': collapsed ? item.label : undefined,
        onClick: (event) => {
          onFollow?.();
          onNavigate(item.href, event);
        },
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
