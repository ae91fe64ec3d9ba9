import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import type { RevisionType } from '@/contract';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { isApiError } from '@/shared/api/ApiError';
import { useToast } from '@/shared/toast';
import { queriesChangedBy } from '@/shared/trash/trashTypes';
import { Button } from '@/ui/Button';
import { HistoryDialog } from './HistoryDialog';
import { restoreRevision } from './api';

export interface HistoryButtonProps {
  type: RevisionType;
  /** The record's path key: a post's blogId, else its id. */
  recordKey: string;
  /** The version the form holds. */
  version: number;
  /** Whether the form has unsaved changes. */
  dirty?: boolean;
  /** IANA time zone of the dates shown. */
  timeZone?: string;
  /** The form takes the restored record (as the API answered it) as its loaded values. */
  onRestored?: (record: Record<string, unknown>) => void;
}

/**
 * An edit form's History button and dialog. A restore behaves like a save: the form reloads with the restored
 * record, a toast says so, and its Undo restores the version that was current before.
 */
export function HistoryButton({ type, recordKey, onRestored, ...props }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const client = useAtomValue(apiClientAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const toast = useToast();
  const refresh = () =>
    Promise.all(queriesChangedBy(type).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const restored = (record: Record<string, unknown>, undo: { revision: number; label: string }) => {
    onRestored?.(record);
    void refresh();
    const undoRestore = async () => {
      let back: Record<string, unknown>;
      try {
        back = await restoreRevision(client, type, recordKey, undo.revision, Number(record.version));
      } catch (error) {
        const message = isApiError(error) && error.serverMessage ? error.serverMessage : 'Undo failed. Try again.';
        toast.show({ tone: 'error', message, durationMs: Number.POSITIVE_INFINITY });
        return;
      }
      onRestored?.(back);
      await refresh();
      toast.show({ message: 'Restore undone: the version before it is back.', durationMs: 5000 });
    };
    toast.show({
      message: `Restored the version of ${undo.label}.`,
      action: { label: 'Undo', onAction: undoRestore },
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        History
      </Button>
      <HistoryDialog
        open={open}
        onClose={() => setOpen(false)}
        type={type}
        recordKey={recordKey}
        onRestored={restored}
        {...props}
      />
    </>
  );
}
