import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { ErrorBanner } from '../ErrorBanner';
import { ErrorSlot, Message } from './ConfirmDialog.styles';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. "Delete blog post?". */
  title: ReactNode;
  /** What will happen, e.g. which item is deleted and that it cannot be undone. */
  message: ReactNode;
  /** Label of the confirm button. @default 'Delete' */
  confirmLabel?: string;
  /** Label of the cancel button. @default 'Cancel' */
  cancelLabel?: string;
  /** While the action runs: the confirm button spins, both buttons are disabled and the dialog cannot be dismissed. @default false */
  busy?: boolean;
  /** `danger` for destructive actions (a red confirm button), `primary` otherwise. @default 'danger' */
  variant?: 'danger' | 'primary';
  /**
   * Why the action failed, shown inside the dialog as an alert (announced) — where the admin acted, not at the top of
   * a scrolled page. The dialog stays open so they can try again or cancel.
   */
  error?: ReactNode;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, Escape, the backdrop or the close button. */
  onCancel: () => void;
}

/** A confirmation on Modal for deletes; focus starts on Cancel so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  variant = 'danger',
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      dismissible={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
      {error ? (
        <ErrorSlot>
          <ErrorBanner message={error} />
        </ErrorSlot>
      ) : null}
    </Modal>
  );
}
