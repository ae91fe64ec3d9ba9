import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';

export interface MessageRowActionsProps {
  /** The sender's name, for the buttons' accessible names ("View enquiry from Ada"). */
  who: string;
  /** What the row holds, in those names. */
  noun: 'message' | 'enquiry';
  /** Opens the details. */
  onView: () => void;
  /** Asks to delete. */
  onDelete: () => void;
  /** Actions between View and Delete (the inbox's Mark Replied). */
  children?: ReactNode;
}

/** An inbox row's View … Delete buttons. */
export function MessageRowActions({ who, noun, onView, onDelete, children }: MessageRowActionsProps) {
  return (
    <>
      <Button size="sm" variant="secondary" onClick={onView} aria-label={`View ${noun} from ${who}`}>
        View
      </Button>
      {children}
      <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${noun} from ${who}`}>
        Delete
      </Button>
    </>
  );
}
