import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { defineWrite } from '../query/defineWrite';
import { useTrashUndo, type TrashedRecord } from '../trash';
import { actionErrorText } from './actionError';

type DeleteWrite<TVars, TData> = ReturnType<typeof defineWrite<TVars, TData>>;

/** A delete awaiting confirmation: what `useConfirmedDelete` returns and `ConfirmDelete` shows. */
export interface ConfirmedDelete<T> {
  /** The record awaiting confirmation, or null. */
  pending: T | null;
  busy: boolean;
  /** Why the last try failed, shown in the still-open dialog. */
  error: string | null;
  ask: (record: T) => void;
  cancel: () => void;
  confirm: () => void;
}

/**
 * A write on one record, with confirmation: the record awaiting confirmation, the running state, and the failure when
 * there was one. A failure keeps the dialog open and is shown in it (`error` → ConfirmDialog), in the server's words
 * when it gave some, and not also at the top of the page: the feature's write error is cleared. `done` follows a
 * success. `idOf` names what the call takes (a blog's `blogId`). @default the record's `id`
 */
export function useConfirmedWrite<T, TVars, TData>(
  write: DeleteWrite<TVars, TData>,
  done: (record: T) => void,
  idOf: (record: T) => TVars = (record) => (record as { id: TVars }).id,
): ConfirmedDelete<T> {
  const [pending, setPending] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useSetAtom(write.runAtom);
  const setWriteError = useSetAtom(write.errorAtom);
  const busy = useAtomValue(write.busyAtom);

  const confirm = async () => {
    if (!pending) return;
    const outcome = await run(idOf(pending));
    if (outcome.ok) {
      setPending(null);
      done(pending);
      return;
    }
    setWriteError(null);
    setError(actionErrorText(outcome));
  };

  return {
    pending,
    busy,
    error,
    ask: (record: T) => {
      setError(null);
      setPending(record);
    },
    cancel: () => {
      setPending(null);
      setError(null);
    },
    confirm: () => void confirm(),
  };
}

/**
 * Delete with confirmation (`useConfirmedWrite`); a 409 says why in the dialog, e.g. "This category is used by 3 blog
 * posts. Move or delete them first.". A delete moves the record to the trash: `trashed` names it for the Undo toast
 * that follows.
 */
export function useConfirmedDelete<T, TVars, TData>(
  write: DeleteWrite<TVars, TData>,
  trashed: (record: T) => TrashedRecord,
  idOf?: (record: T) => TVars,
): ConfirmedDelete<T> {
  const offerUndo = useTrashUndo();
  return useConfirmedWrite(write, (record: T) => offerUndo(trashed(record)), idOf);
}
