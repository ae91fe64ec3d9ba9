import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import { countLabel, NOUNS } from '@/lib/plural';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { failureText } from '@/shared/lists/actionError';
import type { Selection } from '@/shared/lists/selection/useSelection';
import { queryKeys } from '@/shared/query/queryKeys';
import { useToast } from '@/shared/toast';
import { Button } from '@/ui/Button';
import { bulkContactStatus } from '../../api/bulkContactStatus';
import { CONTACT_STATUSES } from '../../status';
import type { Contact } from '../../types';

const ORDER = (status: Contact['status']) => CONTACT_STATUSES.indexOf(status);

export interface ContactBulkActionsProps {
  /** The inbox's selection. */
  selection: Selection<Contact>;
}

/**
 * Mark as Read / Mark as Replied for the selected messages, in one `POST /contacts/bulkStatus` each. Never backwards:
 * only the messages still before the status are sent, and a button is disabled when none is.
 */
export function ContactBulkActions({ selection }: ContactBulkActionsProps) {
  const client = useAtomValue(apiClientAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const toast = useToast();
  const [busy, setBusy] = useState<'read' | 'replied' | null>(null);

  const mark = async (status: 'read' | 'replied') => {
    const ids = selection.selected.filter((contact) => ORDER(contact.status) < ORDER(status)).map((c) => c.id);
    setBusy(status);
    try {
      const { changed } = await bulkContactStatus(client, { ids, status });
      selection.clear();
      await Promise.all(
        [queryKeys.contacts.all, queryKeys.activity.all, queryKeys.dashboard.summary].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      toast.show({ message: `${countLabel(changed, NOUNS.message)} marked as ${status}.`, durationMs: 5000 });
    } catch (error) {
      toast.show({
        tone: 'error',
        message: failureText(error, 'Failed to update contact.'),
        durationMs: Number.POSITIVE_INFINITY,
      });
    } finally {
      setBusy(null);
    }
  };
  const can = (status: 'read' | 'replied') =>
    busy === null && selection.selected.some((contact) => ORDER(contact.status) < ORDER(status));

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy !== 'read' && !can('read')}
        busy={busy === 'read'}
        onClick={() => void mark('read')}
      >
        Mark as Read
      </Button>
      <Button
        size="sm"
        variant="success"
        disabled={busy !== 'replied' && !can('replied')}
        busy={busy === 'replied'}
        onClick={() => void mark('replied')}
      >
        Mark as Replied
      </Button>
    </>
  );
}
