import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { defineWrite } from '../query/defineWrite';
import { useTrashUndo, type TrashedRecord } from '../trash';
import { actionErrorText } from './actionError';

type DeleteWrite<TData> = ReturnType<typeof defineWrite<number, TData>>;

/**
 * Delete with confirmation: the record awaiting confirmation, the running state, and the failure when there was one.
 * A failure keeps the dialog open and is shown in it (`error` → ConfirmDialog), in the server's words when it gave
 * some (a 409 says why, e.g. "This category is used by 3 blog posts. Move or delete them first.").
 * A delete moves the record to the trash: `trashed` names it for the Undo toast that follows.
 */
export function useConfirmedDelete<T extends { id: number }, TData>(
  write: DeleteWrite<TData>,
  trashed: (record: T) => TrashedRecord,
) {
  const [pending, setPending] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useSetAtom(write.runAtom);
  const { isPending: busy } = useAtomValue(write.mutationAtom);
  const offerUndo = useTrashUndo();

  const confirm = async () => {
    if (!pending) return;
    const outcome = await run(pending.id);
    if (!outcome.ok) return setError(actionErrorText(outcome));
    setPending(null);
    offerUndo(trashed(pending));
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
