import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LogoutIcon } from '../icons';
import type { LayoutUser } from '../types';
import * as S from './ProfileMenu.styles';

export interface ProfileMenuProps {
  /** The signed-in user: the button shows the avatar (or initial) and name; the menu adds the email. */
  user: LayoutUser;
  /** Called by the "Logout" menu item. */
  onLogout: () => void;
  /** Opens the menu on first render (stories). @default false */
  defaultOpen?: boolean;
}

/** The account button and its menu (menu-button pattern: arrows move, Escape closes, outside click closes). */
export function ProfileMenu({ user, onLogout, defaultOpen = false }: ProfileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [focusTarget, setFocusTarget] = useState<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open || !focusTarget) return;
    const all = menuItems(menuRef.current);
    (focusTarget === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open, focusTarget]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (target: 'first' | 'last') => {
    setFocusTarget(target);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusTarget(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const initial = user.name.trim().charAt(0).toUpperCase();
  return (
    <S.Root ref={rootRef}>
      <S.Trigger
        ref={triggerRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <S.Avatar aria-hidden="true">{user.avatar ? <img src={user.avatar} alt="" /> : initial}</S.Avatar>
        <S.Name>{user.name}</S.Name>
      </S.Trigger>
      {open ? (
        <S.Popup>
          <S.Identity>
            <S.IdentityName>{user.name}</S.IdentityName>
            <S.IdentityEmail>{user.email}</S.IdentityEmail>
          </S.Identity>
          <S.MenuList
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            onKeyDown={onMenuKeyDown}
          >
            <li role="none">
              <S.MenuItem
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  onLogout();
                }}
              >
                <LogoutIcon />
                Logout
              </S.MenuItem>
            </li>
          </S.MenuList>
        </S.Popup>
      ) : null}
    </S.Root>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}
