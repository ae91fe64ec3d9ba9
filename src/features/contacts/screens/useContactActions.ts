import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { actionErrorText } from '@/shared/lists/actionError';
import { useTrashUndo } from '@/shared/trash';
import { contactWriteErrorAtom, deleteContactAtom, updateContactStatusAtom } from '../atoms';
import { statusAfterView } from '../status';
import type { Contact } from '../types';

/** The inbox's actions and their pending states: View (marks a new message read), Mark Replied, Delete (then Undo). */
export function useContactActions() {
  const setWriteError = useSetAtom(contactWriteErrorAtom);
  const updateStatus = useSetAtom(updateContactStatusAtom);
  const deleteContact = useSetAtom(deleteContactAtom);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [updatingId, setUpdatingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const offerUndo = useTrashUndo();
  // The feature's write error belongs to the screen that made it: leaving clears it.
  useEffect(() => () => setWriteError(null), [setWriteError]);

  const setStatus = async (contact: Contact, status: 'read' | 'replied') => {
    setUpdatingId(contact.id);
    await updateStatus({ id: contact.id, status });
    setUpdatingId(null);
  };
  return {
    viewingId,
    updatingId,
    deleting,
    deleteBusy,
    view: (contact: Contact) => {
      setViewingId(contact.id);
      const next = statusAfterView(contact.status);
      if (next) void setStatus(contact, next);
    },
    closeView: () => setViewingId(null),
    markReplied: (contact: Contact) => void setStatus(contact, 'replied'),
    deleteError,
    askDelete: (contact: Contact) => {
      setDeleteError(null);
      setDeleting(contact);
    },
    cancelDelete: () => {
      setDeleting(null);
      setDeleteError(null);
    },
    confirmDelete: async () => {
      if (!deleting) return;
      setDeleteBusy(true);
      const outcome = await deleteContact(deleting.id);
      setDeleteBusy(false);
      if (outcome.ok) {
        setDeleting(null);
        offerUndo({ type: 'contact', id: deleting.id, label: deleting.name || deleting.email });
        return;
      }
      // Shown in the still-open confirmation, where the admin acted; not also at the top of the page.
      setWriteError(null);
      setDeleteError(actionErrorText(outcome));
    },
    dismissError: () => setWriteError(null),
  };
}
