import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalBehaviour } from '../Modal/parts/useModalBehaviour';
import {
  Backdrop,
  CloseButton,
  Empty,
  Footer,
  Status,
  GroupLabel,
  Input,
  InputRow,
  List,
  Option,
  OptionDescription,
  OptionLabel,
  Panel,
} from './CommandPalette.styles';
import { Icon } from '../Icon';

/** One choice of the palette. */
export interface CommandItem {
  /** Unique across every group (it becomes part of the option's element id). */
  id: string;
  /** The option's text. */
  label: string;
  /** A second, quieter line (a URL, a category, an email). */
  description?: string;
}

/** A titled group of choices (`role="group"` in the listbox). */
export interface CommandGroup {
  id: string;
  /** Shown above the group and names it for screen readers. */
  label: string;
  items: CommandItem[];
}

export interface CommandPaletteProps {
  /** Whether the palette is shown. */
  open: boolean;
  /** Called on Escape, the Close button or a click outside; focus then returns where it was. */
  onClose: () => void;
  /** The text in the search box. */
  query: string;
  /** Called on every keystroke. */
  onQueryChange: (query: string) => void;
  /** The choices, in order; empty groups are not shown. */
  groups: CommandGroup[];
  /** Called with the chosen item (Enter or a click). */
  onSelect: (item: CommandItem, group: CommandGroup) => void;
  /** Announced politely to screen readers and shown in the footer (e.g. "8 results"); only announced while the list is empty. */
  status: string;
  /** The dialog's accessible name. @default 'Command palette' */
  label?: string;
  /** Placeholder of the search box. @default 'Type a command or search…' */
  placeholder?: string;
  /** Shown when no group has an item. @default 'Nothing matches.' */
  emptyText?: ReactNode;
  /** Shown above the list (e.g. a failed search); the other choices still work. */
  notice?: ReactNode;
}

/**
 * A command palette in a modal dialog (full-screen on a phone): a search box that is a WAI-ARIA combobox over a
 * listbox of grouped options. Arrow keys move the active option (`aria-activedescendant`; focus stays in the box),
 * Enter chooses it, Escape closes, and focus returns to the element that had it before.
 */
export function CommandPalette({ open, ...props }: CommandPaletteProps) {
  if (!open) return null;
  return createPortal(<PaletteDialog {...props} />, document.body);
}

function PaletteDialog({
  onClose,
  query,
  onQueryChange,
  groups,
  onSelect,
  status,
  label = 'Command palette',
  placeholder = 'Type a command or search…',
  emptyText = 'Nothing matches.',
  notice,
}: Omit<CommandPaletteProps, 'open'>) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useModalBehaviour({ panelRef, initialFocusRef: inputRef, onEscape: onClose });

  const shown = groups.filter((group) => group.items.length > 0);
  const flat = shown.flatMap((group) => group.items.map((item) => ({ item, group })));
  const optionId = (item: CommandItem) => `${baseId}-option-${item.id}`;
  const [activeId, setActiveId] = useState<string | null>(null);
  // The active option follows the list: the first one whenever the current one is gone (new results).
  const active = flat.find((entry) => entry.item.id === activeId) ?? flat[0];
  const activeIndex = active ? flat.indexOf(active) : -1;

  useEffect(() => {
    if (active) document.getElementById(optionId(active.item))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scroll when the active option changes
  }, [active?.item.id]);

  const move = (by: number) => {
    if (!flat.length) return;
    const next = flat[(activeIndex + by + flat.length) % flat.length];
    if (next) setActiveId(next.item.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onSelect(active.item, active.group);
    }
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The backdrop click is a pointer shortcut; Escape and the Close button are its keyboard equivalents.
    <Backdrop onClick={onBackdropClick}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <InputRow>
          <Icon name="search" />
          <Input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={label}
            aria-expanded={flat.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active ? optionId(active.item) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <CloseButton type="button" onClick={onClose}>
            Close
          </CloseButton>
        </InputRow>
        {notice}
        <List id={listId} role="listbox" aria-label="Results">
          {shown.map((group) => (
            <div key={group.id} role="group" aria-labelledby={`${baseId}-group-${group.id}`}>
              <GroupLabel id={`${baseId}-group-${group.id}`} role="presentation">
                {group.label}
              </GroupLabel>
              {group.items.map((item) => (
                <Option
                  key={item.id}
                  id={optionId(item)}
                  role="option"
                  aria-selected={item.id === active?.item.id}
                  $active={item.id === active?.item.id}
                  // Keeps focus in the box; the click then chooses the option.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveId(item.id)}
                  onClick={() => onSelect(item, group)}
                >
                  <OptionLabel>{item.label}</OptionLabel>
                  {item.description ? <OptionDescription>{item.description}</OptionDescription> : null}
                </Option>
              ))}
            </div>
          ))}
        </List>
        {flat.length === 0 ? <Empty>{emptyText}</Empty> : null}
        <Footer>
          {/* With no choice left the empty text says it: the status is only announced, not shown a second time. */}
          <Status role="status" $hidden={flat.length === 0}>
            {status}
          </Status>
          <span aria-hidden="true">↑↓ move · Enter open · Esc close</span>
        </Footer>
      </Panel>
    </Backdrop>
  );
}
