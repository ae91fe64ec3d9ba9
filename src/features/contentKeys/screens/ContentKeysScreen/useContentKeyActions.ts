import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { ContentKeyRecord, CreatedContentKey } from '@/contract';
import { actionErrorText } from '@/shared/lists/actionError';
import { useToast } from '@/shared/toast';
import { createKeyWrite, revokeKeyWrite } from '../../atoms';

/**
 * The screen's actions: Create (the new key is kept here, in memory only, until Done) and Revoke (confirmed; a failure
 * stays in its dialog). Each success is said in a toast.
 */
export function useContentKeyActions() {
  const toast = useToast();
  const create = useSetAtom(createKeyWrite.runAtom);
  const revoke = useSetAtom(revokeKeyWrite.runAtom);
  const creating = useAtomValue(createKeyWrite.busyAtom);
  const revoking = useAtomValue(revokeKeyWrite.busyAtom);
  const [created, setCreated] = useState<CreatedContentKey | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [revokeTarget, setRevokeTarget] = useState<ContentKeyRecord | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

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

  const runRevoke = async () => {
    if (!revokeTarget) return;
    const outcome = await revoke(revokeTarget.id);
    if (!outcome.ok) return setDialogError(actionErrorText(outcome));
    toast.show({ message: `Key "${revokeTarget.name}" revoked.` });
    if (created?.id === revokeTarget.id) setCreated(null);
    setRevokeTarget(null);
  };

  return {
    create: runCreate,
    creating,
    createError,
    created,
    dismissCreated: () => setCreated(null),
    revokeTarget,
    askRevoke: (key: ContentKeyRecord) => {
      setDialogError(null);
      setRevokeTarget(key);
    },
    confirmRevoke: () => void runRevoke(),
    revoking,
    dialogError,
    closeDialog: () => {
      setRevokeTarget(null);
      setDialogError(null);
    },
  };
}
