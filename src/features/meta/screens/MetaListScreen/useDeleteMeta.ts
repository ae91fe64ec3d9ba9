import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/ApiError';
import { deleteMetaAtom, deleteMetaWrite } from '../../atoms';
import type { Meta } from '../../types';

/** Delete with confirmation: the pending entry, the running state, and the failure when there was one. */
export function useDeleteMeta() {
  const [pending, setPending] = useState<Meta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useSetAtom(deleteMetaAtom);
  const { isPending: busy } = useAtomValue(deleteMetaWrite.mutationAtom);

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
    ask: (meta: Meta) => {
      setError(null);
      setPending(meta);
    },
    cancel: () => setPending(null),
    confirm: () => void confirm(),
    dismissError: () => setError(null),
  };
}
