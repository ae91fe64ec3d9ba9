import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/ApiError';
import { deleteCategoryAtom, deleteCategoryWrite } from '../../atoms';
import type { Category } from '../../types';

/** Delete with confirmation: the pending category, the running state, and the server's refusal when it had one. */
export function useDeleteCategory() {
  const [pending, setPending] = useState<Category | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useSetAtom(deleteCategoryAtom);
  const { isPending: busy } = useAtomValue(deleteCategoryWrite.mutationAtom);

  const confirm = async () => {
    if (!pending) return;
    const outcome = await run(pending.id);
    setPending(null);
    // A 409 says why (e.g. "This category is used by 3 blog posts. Move or delete them first."): nothing is orphaned.
    if (!outcome.ok) setError((isApiError(outcome.error) && outcome.error.serverMessage) || `${outcome.message}.`);
  };

  return {
    pending,
    busy,
    error,
    ask: (category: Category) => {
      setError(null);
      setPending(category);
    },
    cancel: () => setPending(null),
    confirm: () => void confirm(),
    dismissError: () => setError(null),
  };
}
