import { useAtomValue } from 'jotai';
import { NOUNS } from '@/lib/plural';
import { ConfirmDelete } from '@/shared/lists/ConfirmDelete';
import { ListScreen } from '@/shared/lists/ListScreen/ListScreen';
import { useConfirmedDelete } from '@/shared/lists/useConfirmedDelete';
import { useList } from '@/shared/lists/useList';
import { useElapsed } from '@/shared/time';
import { DataRowSkeleton, DataList } from '@/ui/DataRow';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { filterKeyOf } from '@/shared/lists/selection/useSelection';
import { contactListAtom, contactListParamsAtom, contactWriteErrorAtom, deleteContactWrite } from '../atoms';
import { ContactBulkActions } from '../components/ContactBulkActions';
import { ContactRow } from '../components/ContactRow';
import { ContactViewModal } from '../components/ContactViewModal';
import { MessageControls, type MessageSort } from '../components/ListToolbar';
import type { Contact, ContactStatus } from '../types';
import { ActionToast } from './screens.styles';
import { useContactActions } from './useContactActions';
import type { InboxScreenProps } from './inboxScreenProps';
import { useViewFromLink } from './useViewFromLink';

/** The list's URL state (`?page=2&q=invoice&status=new&sort=oldest`). */
export interface ContactListUrlState {
  page?: number;
  q?: string;
  status?: ContactStatus;
  sort?: MessageSort;
}

/** docs/panel.md#numbers: the contact list's entry skeleton lasts 1000 ms. */
export const CONTACT_SKELETON_MS = 1000;

/** Rows per page of the general message list. */
export const CONTACT_PAGE_SIZE = 20;

export interface ContactListScreenProps extends InboxScreenProps<ContactListUrlState> {
  /** How long the entry skeleton shows (docs/panel.md#numbers). @default 1000 */
  skeletonMs?: number;
}

const atoms = { paramsAtom: contactListParamsAtom, listAtom: contactListAtom };

/** The general contact-message inbox (docs/panel.md#inbox, /contacts/list). */
export function ContactListScreen({
  params = {},
  onParamsChange = () => {},
  pageSize = CONTACT_PAGE_SIZE,
  skeletonMs = CONTACT_SKELETON_MS,
  timeZone,
  viewId,
  onViewOpened = () => {},
}: ContactListScreenProps) {
  const loaded = useList(atoms, { ...params, page: params.page ?? 1, pageSize });
  // The entry skeleton stays for its whole time even when the list answers sooner (the list already loads).
  const list = useElapsed(skeletonMs) ? loaded : { ...loaded, status: 'loading' as const };
  const writeError = useAtomValue(contactWriteErrorAtom);
  const actions = useContactActions();
  const remove = useConfirmedDelete<Contact, number, true>(deleteContactWrite, (contact) => ({
    type: 'contact',
    id: contact.id,
    label: contact.name || contact.email,
  }));
  const viewing = list.items.find((contact) => contact.id === actions.viewingId) ?? null;
  // Opened over the list, once the entry skeleton has gone.
  useViewFromLink(viewId, list.status === 'loading' ? [] : list.items, actions.view, onViewOpened);

  return (
    <ListScreen
      list={list}
      title="Contact Messages"
      subtitle={"Messages sent from the website's contact form."}
      noun={NOUNS.message}
      toolbar={<MessageControls kind="messages" params={params} onParamsChange={onParamsChange} />}
      banners={
        writeError ? (
          <ActionToast>
            <ErrorBanner message={writeError} onDismiss={actions.dismissError} />
          </ActionToast>
        ) : null
      }
      skeleton={<DataRowSkeleton label="Loading messages" count={4} />}
      empty={{ message: params.q || params.status ? 'No messages match these filters' : 'No messages yet' }}
      page={params.page ?? 1}
      onPageChange={(page) => onParamsChange({ ...params, page })}
      selection={{
        label: 'Selected messages',
        filterKey: filterKeyOf(params),
        labelOf: (contact) => `message from ${contact.name}`,
        trash: { type: 'contact', noun: NOUNS.message },
        actions: (selection) => <ContactBulkActions selection={selection} />,
      }}
      renderItems={(items, select) => (
        <DataList label="Contact messages">
          {items.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              timeZone={timeZone}
              updating={actions.updatingId === contact.id && actions.viewingId !== contact.id}
              onView={actions.view}
              onMarkReplied={actions.markReplied}
              onDelete={remove.ask}
              select={select(contact)}
            />
          ))}
        </DataList>
      )}
    >
      <ContactViewModal
        contact={viewing}
        timeZone={timeZone}
        updating={actions.updatingId !== null && actions.updatingId === actions.viewingId}
        onMarkReplied={actions.markReplied}
        onClose={actions.closeView}
      />
      <ConfirmDelete
        remove={remove}
        title="Delete message?"
        message={(contact) =>
          `The message from ${contact.name} will be moved to the trash. You can restore it from the Trash.`
        }
      />
    </ListScreen>
  );
}
