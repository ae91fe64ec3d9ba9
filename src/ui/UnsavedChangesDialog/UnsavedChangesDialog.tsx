import { ConfirmDialog } from '../ConfirmDialog';

export interface UnsavedChangesDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes the dialog and stays on the form (also Escape, the backdrop and the close button). */
  onStay: () => void;
  /** Leaves the form; its unsaved changes are dropped (a local draft may still hold them). */
  onLeave: () => void;
  /** What is being left, for the message. @default 'this form' */
  subject?: string;
}

/** Asks before a dirty form is left; focus starts on Stay so Enter never drops work by accident. */
export function UnsavedChangesDialog({ open, onStay, onLeave, subject = 'this form' }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Leave this page?"
      message={`You have unsaved changes in ${subject}. If you leave now, they will not be saved.`}
      cancelLabel="Stay"
      confirmLabel="Leave"
      variant="danger"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
