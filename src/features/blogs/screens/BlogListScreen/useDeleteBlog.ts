import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { actionErrorText } from '@/shared/lists/actionError';
import { useTrashUndo } from '@/shared/trash';
import { deleteBlogAtom } from '../../atoms';
import type { Blog } from '../../types';

/**
 * The delete flow: ask (opens the confirmation), confirm (moves the post to the trash; the list re-fetches and an Undo
 * toast follows), cancel, and its error.
 */
export function useDeleteBlog() {
  const runDelete = useSetAtom(deleteBlogAtom);
  const [pending, setPending] = useState<Blog | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offerUndo = useTrashUndo();

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const outcome = await runDelete(pending.blogId);
    setBusy(false);
    // A failure keeps the confirmation open and is shown in it, where the admin acted.
    setError(outcome.ok ? null : actionErrorText(outcome));
    if (!outcome.ok) return;
    setPending(null);
    offerUndo({ type: 'blog', id: pending.id, label: pending.title });
  };

  return {
    pending,
    busy,
    error,
    ask: (blog: Blog) => {
      setError(null);
      setPending(blog);
    },
    confirm: () => void confirm(),
    cancel: () => {
      setPending(null);
      setError(null);
    },
  };
}
