import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import { countLabel, type NounForms } from '../../../lib/plural';
import { apiClientAtom } from '../../api/apiClientAtom';
import { useToast } from '../../toast';
import { failureText } from '../actionError';
import { queriesChangedBy, restoreErrorText, restoreMany, trashKey, type TrashType } from '../../trash';
import { bulkTrash } from './bulkApi';
import type { Selection } from './useSelection';

/** What a list's "Move to trash" trashes (its lists, and any other a trash of it changes, follow from the type). */
export interface BulkTrashConfig {
  type: TrashType;
  /** Counts the records in the confirmation and the toasts ("3 enquiries"). */
  noun: NounForms;
}

/** The toast after a bulk trash (docs/panel.md#using-the-panel): `3 enquiries moved to the trash.` */
export const bulkTrashedMessage = (count: number, noun: NounForms) => `${countLabel(count, noun)} moved to the trash.`;

/**
 * "Move to trash" for the selection: one confirmation (`asking`), one `POST /bulk/trash`, then one toast with Undo
 * for the whole batch (`POST /trash/restoreMany` with the ids that went). A refusal (a category still in use) keeps
 * the confirmation open with the server's words.
 */
export function useBulkTrash<T extends { id: number }>(config: BulkTrashConfig, selection: Selection<T>) {
  const client = useAtomValue(apiClientAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all(queriesChangedBy(config.type).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const undo = async (ids: number[]) => {
    try {
      const { restored } = await restoreMany(client, { type: config.type, ids });
      await refresh();
      toast.show({ message: `${countLabel(restored, config.noun)} restored.`, durationMs: 5000 });
    } catch (failure) {
      // A refusal says what to do first: it stays until the admin closes it.
      toast.show({ tone: 'error', message: restoreErrorText(failure), durationMs: Number.POSITIVE_INFINITY });
    }
  };

  const confirm = async () => {
    const ids = selection.selected.map((record) => record.id);
    setBusy(true);
    setError(null);
    try {
      const { changed, skipped } = await bulkTrash(client, { type: config.type, ids });
      const skippedIds = new Set(skipped.map((item) => item.id));
      const trashed = ids.filter((id) => !skippedIds.has(id));
      setAsking(false);
      selection.clear();
      await refresh();
      toast.show({
        message: bulkTrashedMessage(changed, config.noun),
        action: trashed.length > 0 ? { label: 'Undo', onAction: () => undo(trashed) } : undefined,
        actsOn: trashed.map((id) => trashKey({ type: config.type, id })),
      });
    } catch (failure) {
      setError(failureText(failure, `Failed to move the ${config.noun.other} to the trash.`));
    } finally {
      setBusy(false);
    }
  };

  return {
    asking,
    busy,
    error,
    ask: () => {
      setError(null);
      setAsking(true);
    },
    cancel: () => setAsking(false),
    confirm: () => void confirm(),
  };
}
