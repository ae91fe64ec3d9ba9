import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { countLabel, NOUNS } from '@/lib/plural';
import { actionErrorText } from '@/shared/lists/actionError';
import { useToast } from '@/shared/toast';
import { isTrashKey, restoredMessage, restoreErrorText, TRASH_TYPE_LABEL, trashKey } from '@/shared/trash';
import { emptyWrite, purgeWrite, restoreWrite } from '../../atoms';
import type { TrashItem } from '../../types';

const keyOf = (item: Pick<TrashItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

/**
 * The Trash screen's actions: Restore (a refusal is kept next to its item), Delete forever and Empty trash (each
 * confirmed; a failure stays in its dialog). Each success is said in a toast.
 */
export function useTrashActions() {
  const toast = useToast();
  const restore = useSetAtom(restoreWrite.runAtom);
  const purge = useSetAtom(purgeWrite.runAtom);
  const empty = useSetAtom(emptyWrite.runAtom);
  const purging = useAtomValue(purgeWrite.busyAtom);
  const emptying = useAtomValue(emptyWrite.busyAtom);
  const [restoringKey, setRestoringKey] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [purgeTarget, setPurgeTarget] = useState<TrashItem | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const setRefusal = (item: TrashItem, text: string | null) =>
    setRefusals(({ [keyOf(item)]: _old, ...rest }) => (text ? { ...rest, [keyOf(item)]: text } : rest));

  const runRestore = async (item: TrashItem) => {
    setRestoringKey(keyOf(item));
    setRefusal(item, null);
    const outcome = await restore(item);
    setRestoringKey(null);
    if (!outcome.ok) return setRefusal(item, restoreErrorText(outcome.error));
    // The earlier "moved to the trash" toast must not offer Undo of what is no longer in the trash.
    toast.expire((key) => key === trashKey(item));
    toast.show({ message: restoredMessage(item) });
  };

  const runPurge = async () => {
    if (!purgeTarget) return;
    const outcome = await purge(purgeTarget);
    if (!outcome.ok) return setDialogError(actionErrorText(outcome));
    toast.expire((key) => key === trashKey(purgeTarget));
    toast.show({ message: `${TRASH_TYPE_LABEL[purgeTarget.type]} "${purgeTarget.label}" deleted forever.` });
    setPurgeTarget(null);
  };

  const runEmpty = async () => {
    const outcome = await empty();
    if (!outcome.ok) return setDialogError(actionErrorText(outcome));
    toast.expire(isTrashKey);
    toast.show({ message: `${countLabel(outcome.data, NOUNS.item)} deleted forever.` });
    setConfirmEmpty(false);
  };

  const closeDialogs = () => {
    setPurgeTarget(null);
    setConfirmEmpty(false);
    setDialogError(null);
  };

  return {
    isRestoring: (item: TrashItem) => restoringKey === keyOf(item),
    refusalOf: (item: TrashItem) => refusals[keyOf(item)] ?? null,
    restore: (item: TrashItem) => void runRestore(item),
    purgeTarget,
    askPurge: (item: TrashItem) => {
      setDialogError(null);
      setPurgeTarget(item);
    },
    confirmPurge: () => void runPurge(),
    purging,
    confirmEmpty,
    askEmpty: () => {
      setDialogError(null);
      setConfirmEmpty(true);
    },
    confirmEmptyTrash: () => void runEmpty(),
    emptying,
    dialogError,
    closeDialogs,
  };
}
