import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { ContentKeyRecord, CreatedContentKey } from '@/contract';
import { actionErrorText } from '@/shared/lists/actionError';
import { useConfirmedWrite } from '@/shared/lists/useConfirmedDelete';
import { useToast } from '@/shared/toast';
import { createKeyWrite, revokeKeyWrite } from '../../atoms';

/**
 * The screen's actions: Create (the new key is kept here, in memory only, until Done) and Revoke (confirmed; a failure
 * stays in its dialog). Each success is said in a toast.
 */
export function useContentKeyActions() {
  const toast = useToast();
  const create = useSetAtom(createKeyWrite.runAtom);
  const creating = useAtomValue(createKeyWrite.busyAtom);
  const [created, setCreated] = useState<CreatedContentKey | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const revoke = useConfirmedWrite(revokeKeyWrite, (key: ContentKeyRecord) => {
    toast.show({ message: `Key "${key.name}" revoked.` });
    if (created?.id === key.id) setCreated(null);
  });

  const runCreate = async (name: string) => {
    setCreateError(null);
    const outcome = await create(name);
    if (!outcome.ok) {
      setCreateError(actionErrorText(outcome));
      return false;
    }
    setCreated(outcome.data);
    return true;
  };

  return {
    create: runCreate,
    creating,
    createError,
    created,
    dismissCreated: () => setCreated(null),
    /** Revoke, awaiting confirmation. */
    revoke,
  };
}
