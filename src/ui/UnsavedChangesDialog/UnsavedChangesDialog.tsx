import { ConfirmDialog } from '../ConfirmDialog';

export interface UnsavedChangesDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes the dialog and stays on the form (also Escape, the backdrop and the close button). */
  onStay: () => void;
  /** Leaves the form; its unsaved changes stay in the form's local draft, offered back on the next visit. */
  onLeave: () => void;
  /** What is being left, for the message. @default 'this form' */
  subject?: string;
}

/**
 * Asks before a dirty form is left, saying what really happens: every guarded form keeps a local draft, so the
 * changes are not lost but not saved either. Focus starts on Stay so Enter never leaves by accident.
 */
export function UnsavedChangesDialog({ open, onStay, onLeave, subject = 'this form' }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Leave this page?"
      message={`You have unsaved changes in ${subject}. They are not saved yet: if you leave, they are kept as a draft on this device, and this form offers them back when you open it again.`}
      cancelLabel="Stay"
      confirmLabel="Leave"
      variant="danger"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
