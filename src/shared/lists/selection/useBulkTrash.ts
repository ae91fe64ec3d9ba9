import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import { countLabel, type NounForms } from '../../../lib/plural';
import { isApiError } from '../../api/ApiError';
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

/** The ids of the 409 `inUse` list (categories still used by posts), or undefined when the refusal has none. */
function idsInUse(failure: unknown): Set<number> | undefined {
  if (!isApiError(failure) || failure.status !== 409) return undefined;
  const inUse = (failure.body as { inUse?: unknown } | null)?.inUse;
  if (!Array.isArray(inUse)) return undefined;
  return new Set(inUse.map((item) => (item as { id?: unknown }).id).filter((id) => typeof id === 'number'));
}

/**
 * "Move to trash" for the selection: one confirmation (`asking`), one `POST /bulk/trash`, then one toast with Undo
 * for the whole batch (`POST /trash/restoreMany` with the ids that went). A refusal (a category still in use) keeps
 * the confirmation open with the server's words, which name every category in use; when others were selected too,
 * the confirmation then offers to move just those (`rest`).
 */
export function useBulkTrash<T extends { id: number }>(config: BulkTrashConfig, selection: Selection<T>) {
  const client = useAtomValue(apiClientAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After a refusal that named what is in use: the ids of the selection that can go.
  const [restIds, setRestIds] = useState<number[] | null>(null);
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
    const ids = restIds ?? selection.selected.map((record) => record.id);
    setBusy(true);
    setError(null);
    setRestIds(null);
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
      const inUse = idsInUse(failure);
      const rest = inUse ? ids.filter((id) => !inUse.has(id)) : [];
      if (rest.length > 0) setRestIds(rest);
    } finally {
      setBusy(false);
    }
  };

  return {
    asking,
    busy,
    error,
    /** After a refusal naming what is in use: how many of the selection can still go (confirm moves just those). */
    rest: restIds?.length ?? null,
    ask: () => {
      setError(null);
      setRestIds(null);
      setAsking(true);
    },
    cancel: () => {
      setAsking(false);
      setRestIds(null);
    },
    confirm: () => void confirm(),
  };
}
