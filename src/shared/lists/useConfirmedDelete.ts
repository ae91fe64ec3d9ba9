import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { isApiError } from '../api/ApiError';
import type { defineWrite } from '../query/defineWrite';

type DeleteWrite<TData> = ReturnType<typeof defineWrite<number, TData>>;

/**
 * Delete with confirmation: the record awaiting confirmation, the running state, and the failure when there was one.
 * The server's own message is shown when it gave one (a 409 says why, e.g. "This category is used by 3 blog posts.
 * Move or delete them first.": nothing is orphaned).
 */
export function useConfirmedDelete<T extends { id: number }, TData>(write: DeleteWrite<TData>) {
  const [pending, setPending] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useSetAtom(write.runAtom);
  const { isPending: busy } = useAtomValue(write.mutationAtom);

  const confirm = async () => {
    if (!pending) return;
    const outcome = await run(pending.id);
    setPending(null);
    if (!outcome.ok) setError((isApiError(outcome.error) && outcome.error.serverMessage) || `${outcome.message}.`);
  };

  return {
    pending,
    busy,
    error,
    ask: (record: T) => {
      setError(null);
      setPending(record);
    },
    cancel: () => setPending(null),
    confirm: () => void confirm(),
    dismissError: () => setError(null),
  };
}
