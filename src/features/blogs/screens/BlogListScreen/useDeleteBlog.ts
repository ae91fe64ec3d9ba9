import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { actionErrorText } from '@/shared/lists/actionError';
import { deleteBlogAtom } from '../../atoms';
import type { Blog } from '../../types';

/** The delete flow: ask (opens the confirmation), confirm (deletes; the list re-fetches), cancel, and its error. */
export function useDeleteBlog() {
  const runDelete = useSetAtom(deleteBlogAtom);
  const [pending, setPending] = useState<Blog | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const outcome = await runDelete(pending.blogId);
    setBusy(false);
    // A failure keeps the confirmation open and is shown in it, where the admin acted.
    if (outcome.ok) setPending(null);
    setError(outcome.ok ? null : actionErrorText(outcome));
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
