import { ConfirmDialog, type ConfirmDialogProps } from '../../ui/ConfirmDialog';
import type { ConfirmedDelete } from './useConfirmedDelete';

export interface ConfirmDeleteProps<T> {
  /** The delete in progress (`useConfirmedDelete`). */
  remove: ConfirmedDelete<T>;
  /** The question, e.g. "Delete category?". */
  title: string;
  /** What will happen to the record awaiting confirmation. */
  message: (record: T) => string;
}

/** The dialog of a confirmed write (`useConfirmedWrite`): open while a record awaits it; a failure shows inside. */
export function confirmDialogProps<T>(
  { remove, title, message }: ConfirmDeleteProps<T>,
  confirmLabel?: string,
): ConfirmDialogProps {
  return {
    open: remove.pending !== null,
    title,
    message: remove.pending !== null ? message(remove.pending) : '',
    ...(confirmLabel ? { confirmLabel } : {}),
    busy: remove.busy,
    error: remove.error,
    onConfirm: remove.confirm,
    onCancel: remove.cancel,
  };
}

/** The confirmation of a list's single delete: open while a record awaits it; a failure shows inside. */
export function ConfirmDelete<T>(props: ConfirmDeleteProps<T>) {
  return <ConfirmDialog {...confirmDialogProps(props)} />;
}
