import { forwardRef, type ReactNode } from 'react';
import { IconButton } from '../IconButton.styles';
import { MenuIcon } from '../icons';
import { ProfileMenu } from '../ProfileMenu';
import { ThemeToggle } from '../ThemeToggle';
import type { LayoutUser } from '../types';
import { Actions, Bar, Title } from './TopBar.styles';

export interface TopBarProps {
  /** The signed-in user for the profile menu. */
  user: LayoutUser;
  /** Called by the profile menu's "Logout" item. */
  onLogout: () => void;
  /** Page title (or any node) shown at the start of the bar. */
  title?: ReactNode;
  /** Shows the "Open menu" button (mobile) that calls `onMenuClick`. @default false */
  showMenuButton?: boolean;
  /** Whether the drawer the menu button controls is open (its `aria-expanded`). @default false */
  menuOpen?: boolean;
  /** Id of the drawer the menu button controls (its `aria-controls`). */
  menuId?: string;
  /** Called by the "Open menu" button. */
  onMenuClick?: () => void;
  /** Extra controls at the start of the bar's actions (the app's search button). */
  actions?: ReactNode;
}

/** The top bar: mobile menu button, page title, theme toggle and profile menu. The ref reaches the menu button. */
export const TopBar = forwardRef<HTMLButtonElement, TopBarProps>(function TopBar(
  { user, onLogout, title, showMenuButton = false, menuOpen = false, menuId, onMenuClick, actions },
  menuButtonRef,
) {
  return (
    <Bar>
      {showMenuButton ? (
        <IconButton
          ref={menuButtonRef}
          type="button"
          aria-label="Open menu"
          title="Open menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onMenuClick}
        >
          <MenuIcon />
        </IconButton>
      ) : null}
      <Title>{title}</Title>
      <Actions>
        {actions}
        <ThemeToggle />
        <ProfileMenu user={user} onLogout={onLogout} />
      </Actions>
    </Bar>
  );
});
