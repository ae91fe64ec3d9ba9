import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useToast } from '@/shared/toast';
import { contactWriteErrorAtom, updateContactStatusAtom } from '../atoms';
import { statusAfterView } from '../status';
import type { Contact } from '../types';

/** The inbox's status actions and their pending state: View (marks a new message read) and Mark Replied. */
export function useContactActions() {
  const setWriteError = useSetAtom(contactWriteErrorAtom);
  const updateStatus = useSetAtom(updateContactStatusAtom);
  const toast = useToast();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [updatingId, setUpdatingId] = useState<number | null>(null);
  // The feature's write error belongs to the screen that made it: leaving clears it.
  useEffect(() => () => setWriteError(null), [setWriteError]);

  const setStatus = async (contact: Contact, status: 'read' | 'replied') => {
    setUpdatingId(contact.id);
    const outcome = await updateStatus({ id: contact.id, status });
    setUpdatingId(null);
    // Mark Replied is the admin's own write and says so (as the bulk one does); View's "read" goes without a word.
    if (outcome.ok && status === 'replied') toast.show({ message: `Message from ${contact.name} marked as replied.` });
  };
  return {
    viewingId,
    updatingId,
    view: (contact: Contact) => {
      setViewingId(contact.id);
      const next = statusAfterView(contact.status);
      if (next) void setStatus(contact, next);
    },
    closeView: () => setViewingId(null),
    markReplied: (contact: Contact) => void setStatus(contact, 'replied'),
    dismissError: () => setWriteError(null),
  };
}
