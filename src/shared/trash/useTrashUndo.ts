import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useCallback } from 'react';
import { apiClientAtom } from '../api/apiClientAtom';
import { queryKeys } from '../query/queryKeys';
import { useToast } from '../toast';
import { restoreErrorText } from './restoreErrorText';
import { restoreFromTrash } from './restoreFromTrash';
import { queriesChangedBy, trashedMessage, trashKey, type TrashedRecord } from './trashTypes';

/** `Blog post "X" restored.`, `Message from X restored.`: what the admin hears once Undo has worked. */
export function restoredMessage(record: Pick<TrashedRecord, 'type' | 'label'>): string {
  return trashedMessage(record).replace(' moved to the trash.', ' restored.');
}

/** Used by every confirmed delete: `offerUndo({ type, id, label })` right after the record went to the trash. */
export function useTrashUndo(): (record: TrashedRecord) => void {
  const toast = useToast();
  const client = useAtomValue(apiClientAtom);
  const queryClient = useAtomValue(queryClientAtom);
  return useCallback(
    (record: TrashedRecord) => {
      const undo = async () => {
        try {
          await restoreFromTrash(client, record);
        } catch (error) {
          // A refusal says what to do first: it stays until the admin closes it.
          toast.show({ tone: 'error', message: restoreErrorText(error), durationMs: Number.POSITIVE_INFINITY });
          return;
        }
        // The lists re-fetch, so the record is back where it was (it keeps its id and dates).
        await Promise.all(queriesChangedBy(record.type).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        toast.show({ message: restoredMessage(record), durationMs: 5000 });
      };
      // A Trash screen seen earlier in this session must list the new item when it is opened again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.trash.all });
      toast.show({
        message: trashedMessage(record),
        action: { label: 'Undo', onAction: undo },
        actsOn: [trashKey(record)],
      });
    },
    [client, queryClient, toast],
  );
}
