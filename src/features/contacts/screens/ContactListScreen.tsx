import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useElapsed } from '../../../shared/timers';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ContactRowSkeleton, DataList } from '../../../ui/DataRow';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { PageHeader } from '../../../ui/PageHeader';
import {
  contactListAtom,
  contactListParamsAtom,
  contactWriteErrorAtom,
  deleteContactAtom,
  updateContactStatusAtom,
} from '../atoms';
import { ContactRow } from '../components/ContactRow';
import { ContactViewModal } from '../components/ContactViewModal';
import { ListPager } from '../components/ListPager';
import { ContactFilters } from '../components/ListToolbar';
import { statusAfterView } from '../status';
import type { Contact, ContactStatus } from '../types';
import { useSyncedParams } from '../../../shared/query/useSyncedParams';
import { ListPage } from './screens.styles';

/** The list's URL state (`?page=2&q=invoice&status=new`). */
export interface ContactListUrlState {
  page?: number;
  q?: string;
  status?: ContactStatus;
}

/** Spec §9: the contact list's entry skeleton lasts 1000 ms. */
export const CONTACT_SKELETON_MS = 1000;

/** Rows per page of the general message list. */
export const CONTACT_PAGE_SIZE = 20;

export interface ContactListScreenProps {
  /** Search, status filter and page, from the URL. @default {} */
  params?: ContactListUrlState;
  /** Called with the next URL state when the search, filter or page changes. */
  onParamsChange?: (next: ContactListUrlState) => void;
  /** Rows per page. @default 20 */
  pageSize?: number;
  /** How long the entry skeleton shows (spec §9). @default 1000 */
  skeletonMs?: number;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
}

/** The general contact-message inbox (spec §2 "Contact screens", /contacts/list). */
export function ContactListScreen({
  params = {},
  onParamsChange = () => {},
  pageSize = CONTACT_PAGE_SIZE,
  skeletonMs = CONTACT_SKELETON_MS,
  timeZone,
}: ContactListScreenProps) {
  const synced = useSyncedParams(contactListParamsAtom, { ...params, page: params.page ?? 1, pageSize });
  const elapsed = useElapsed(skeletonMs);
  return (
    <ListPage>
      {synced ? (
        <ContactListBody params={params} onParamsChange={onParamsChange} timeZone={timeZone} elapsed={elapsed} />
      ) : (
        <ContactRowSkeleton label="Loading messages" count={4} />
      )}
    </ListPage>
  );
}

type BodyProps = Required<Pick<ContactListScreenProps, 'params' | 'onParamsChange'>> & {
  timeZone?: string;
  /** False during the entry skeleton; the list already loads meanwhile. */
  elapsed: boolean;
};

function ContactListBody({ params, onParamsChange, timeZone, elapsed }: BodyProps) {
  const list = useAtomValue(contactListAtom);
  const writeError = useAtomValue(contactWriteErrorAtom);
  const setWriteError = useSetAtom(contactWriteErrorAtom);
  const updateStatus = useSetAtom(updateContactStatusAtom);
  const deleteContact = useSetAtom(deleteContactAtom);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [updatingId, setUpdatingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const setStatus = async (contact: Contact, status: 'read' | 'replied') => {
    setUpdatingId(contact.id);
    await updateStatus({ id: contact.id, status });
    setUpdatingId(null);
  };
  const view = (contact: Contact) => {
    setViewingId(contact.id);
    const next = statusAfterView(contact.status);
    if (next) void setStatus(contact, next);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    await deleteContact(deleting.id);
    setDeleteBusy(false);
    setDeleting(null);
  };

  const viewing = list.items.find((contact) => contact.id === viewingId) ?? null;
  const filtered = Boolean(params.q || params.status);
  const header = (
    <>
      <PageHeader
        title="Contact Messages"
        subtitle={"Messages sent from the website's contact form."}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
      />
      <ContactFilters params={params} onParamsChange={onParamsChange} />
    </>
  );
  if (!elapsed || list.status === 'loading') {
    return (
      <>
        {header}
        <ContactRowSkeleton label="Loading messages" count={4} />
      </>
    );
  }
  return (
    <>
      {header}
      {list.status === 'error' ? <ErrorBanner message={list.error} onRetry={list.refetch} /> : null}
      {writeError ? <ErrorBanner message={writeError} onDismiss={() => setWriteError(null)} /> : null}
      {list.status !== 'error' && list.items.length === 0 ? (
        <EmptyState message={filtered ? 'No messages match these filters' : 'No messages yet'} />
      ) : null}
      {list.items.length > 0 ? (
        <DataList label="Contact messages">
          {list.items.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              timeZone={timeZone}
              updating={updatingId === contact.id && viewingId !== contact.id}
              onView={view}
              onMarkReplied={(c) => void setStatus(c, 'replied')}
              onDelete={setDeleting}
            />
          ))}
        </DataList>
      ) : null}
      <ListPager list={list} page={params.page ?? 1} onPage={(page) => onParamsChange({ ...params, page })} />
      <ContactViewModal
        contact={viewing}
        timeZone={timeZone}
        updating={updatingId !== null && updatingId === viewingId && viewing?.status !== 'new'}
        onMarkReplied={(c) => void setStatus(c, 'replied')}
        onClose={() => setViewingId(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete message?"
        message={deleting ? `The message from ${deleting.name} will be deleted. This cannot be undone.` : ''}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
