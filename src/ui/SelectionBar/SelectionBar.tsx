import type { ReactNode, RefObject } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Actions, Bar, Count } from './SelectionBar.styles';

export interface SelectionBarProps {
  /** Names the bar for screen readers, e.g. "Selected enquiries". */
  label: string;
  /** How many records are selected, across pages. */
  count: number;
  /** The count in words ("3 selected"), announced politely when it changes. @default `${count} selected` */
  countText?: string;
  /** The state of "Select all on this page": every record on it, some, or none. */
  page: 'all' | 'some' | 'none';
  /** Selects (true) or unselects (false) every record on the page. */
  onSelectPage: (select: boolean) => void;
  /** The bulk actions; each disabled while nothing it applies to is selected. */
  actions: ReactNode;
  /** Leaves selection mode (unselects everything). */
  onCancel: () => void;
  /** Receives focus when the bar opens. */
  selectAllRef?: RefObject<HTMLDivElement | null>;
}

/** The bar of a list in selection mode: "Select all on this page", "N selected", the bulk actions and Cancel. */
export function SelectionBar({
  label,
  count,
  countText = `${count} selected`,
  page,
  onSelectPage,
  actions,
  onCancel,
  selectAllRef,
}: SelectionBarProps) {
  return (
    <Bar role="group" aria-label={label}>
      <div ref={selectAllRef}>
        <Checkbox
          label="Select all on this page"
          checked={page === 'all'}
          indeterminate={page === 'some'}
          onChange={onSelectPage}
        />
      </div>
      <Count role="status" aria-live="polite">
        {countText}
      </Count>
      <Actions>
        {actions}
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Bar>
  );
}
