import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { ChevronIcon } from '../../icons';
import type { NavGroupItem } from '../../types';
import { NavLinkRow } from './NavLinkRow';
import { Chevron, Entry, FlyoutTitle, GroupButton, IconBox, Label, List, SubMenu } from './NavList.styles';

export interface NavGroupRowProps {
  group: NavGroupItem;
  /** Holds the current path: highlighted even while closed. */
  active: boolean;
  open: boolean;
  /** Icon-only rail: the links open as a flyout beside the button. */
  collapsed: boolean;
  onToggle: () => void;
  /** Closes the flyout (icon-only rail). */
  onDismiss: () => void;
}

/** A disclosure button (`aria-expanded`) with its links below it, or in a flyout when the rail is icon-only. */
export function NavGroupRow(props: NavGroupRowProps) {
  const { group, active, open, collapsed, onToggle, onDismiss } = props;
  const id = useId();
  const entryRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const flyoutOpen = collapsed && open;

  useEffect(() => {
    if (!flyoutOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!entryRef.current?.contains(event.target as Node)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [flyoutOpen, onDismiss]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!flyoutOpen || event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss();
    buttonRef.current?.focus();
  };

  return (
    <Entry
      ref={entryRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (flyoutOpen && !entryRef.current?.contains(event.relatedTarget)) onDismiss();
      }}
    >
      <GroupButton
        ref={buttonRef}
        type="button"
        $collapsed={collapsed}
        $active={active && (collapsed || !open)}
        aria-expanded={open}
        aria-controls={id}
        aria-label={collapsed ? group.label : undefined}
        onClick={onToggle}
      >
        <IconBox>{group.icon}</IconBox>
        <Label $collapsed={collapsed} data-tooltip={collapsed ? '' : undefined} aria-hidden={collapsed || undefined}>
          {group.label}
        </Label>
        {collapsed ? null : (
          <Chevron $open={open}>
            <ChevronIcon />
          </Chevron>
        )}
      </GroupButton>
      <SubMenu id={id} hidden={!open} $collapsed={collapsed}>
        {collapsed ? <FlyoutTitle aria-hidden="true">{group.label}</FlyoutTitle> : null}
        <List aria-label={group.label}>
          {group.items.map((item) => (
            <li key={item.href}>
              <NavLinkRow item={item} collapsed={false} onFollow={collapsed ? onDismiss : undefined} />
            </li>
          ))}
        </List>
      </SubMenu>
    </Entry>
  );
}
