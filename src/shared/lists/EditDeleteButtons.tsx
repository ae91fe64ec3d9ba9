import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';

/** What a record's card or row in a list is given: Edit, Delete and, in selection mode, its checkbox. */
export interface ItemActions<T> {
  /** Called by Edit. */
  onEdit: (record: T) => void;
  /** Called by Delete (the screen confirms first). */
  onDelete: (record: T) => void;
  /** The list's selection checkbox, in selection mode. */
  select?: ReactNode;
}

export interface EditDeleteButtonsProps {
  /** The record's name, in the buttons' accessible names ("Edit Tech"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The record's other buttons, before Edit. */
  children?: ReactNode;
}

/** A record's Edit and Delete buttons in a card's footer or a row's actions, after its own. */
export function EditDeleteButtons({ name, onEdit, onDelete, children }: EditDeleteButtonsProps) {
  return (
    <>
      {children}
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </>
  );
}
