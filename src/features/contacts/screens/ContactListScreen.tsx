import { useAtomValue } from 'jotai';
import { NOUNS } from '@/lib/plural';
import { listCount } from '@/shared/query/listView';
import { useElapsed } from '@/shared/timers';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { ContactRowSkeleton, DataList } from '@/ui/DataRow';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { PageHeader } from '@/ui/PageHeader';
import { contactListAtom, contactListParamsAtom, contactWriteErrorAtom } from '../atoms';
import { ContactRow } from '../components/ContactRow';
import { ContactViewModal } from '../components/ContactViewModal';
import { ListPager } from '../components/ListPager';
import { ContactFilters, type MessageSort } from '../components/ListToolbar';
import type { ContactStatus } from '../types';
import { useSyncedParams } from '@/shared/query/useSyncedParams';
import { ActionToast, ListPage } from './screens.styles';
import { useContactActions } from './useContactActions';
import { useViewFromLink } from './useViewFromLink';

/** The list's URL state (`?page=2&q=invoice&status=new&sort=oldest`). */
export interface ContactListUrlState {
  page?: number;
  q?: string;
  status?: ContactStatus;
  sort?: MessageSort;
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
  /** A message to open in the view modal once it is listed (`?view=<id>` from the command palette). */
  viewId?: number;
  /** Called once `viewId`'s modal has opened (the route then drops `view` from the address). */
  onViewOpened?: () => void;
}

/** The general contact-message inbox (spec §2 "Contact screens", /contacts/list). */
export function ContactListScreen({
  params = {},
  onParamsChange = () => {},
  pageSize = CONTACT_PAGE_SIZE,
  skeletonMs = CONTACT_SKELETON_MS,
  timeZone,
  viewId,
  onViewOpened = () => {},
}: ContactListScreenProps) {
  const synced = useSyncedParams(contactListParamsAtom, { ...params, page: params.page ?? 1, pageSize });
  const elapsed = useElapsed(skeletonMs);
  return (
    <ListPage>
      {synced ? (
        <ContactListBody
          params={params}
          onParamsChange={onParamsChange}
          timeZone={timeZone}
          elapsed={elapsed}
          viewId={viewId}
          onViewOpened={onViewOpened}
        />
      ) : (
        <ContactRowSkeleton label="Loading messages" count={4} />
      )}
    </ListPage>
  );
}

type BodyProps = Required<Pick<ContactListScreenProps, 'params' | 'onParamsChange' | 'onViewOpened'>> & {
  viewId?: number;
  timeZone?: string;
  /** False during the entry skeleton; the list already loads meanwhile. */
  elapsed: boolean;
};

function ContactListBody({ params, onParamsChange, timeZone, elapsed, viewId, onViewOpened }: BodyProps) {
  const list = useAtomValue(contactListAtom);
  const writeError = useAtomValue(contactWriteErrorAtom);
  const actions = useContactActions();
  useViewFromLink(viewId, list.items, actions.view, onViewOpened);

  const viewing = list.items.find((contact) => contact.id === actions.viewingId) ?? null;
  const filtered = Boolean(params.q || params.status);
  const header = (
    <>
      <PageHeader
        title="Contact Messages"
        subtitle={"Messages sent from the website's contact form."}
        count={listCount(list, NOUNS.message)}
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
      {writeError ? (
        <ActionToast>
          <ErrorBanner message={writeError} onDismiss={actions.dismissError} />
        </ActionToast>
      ) : null}
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
              updating={actions.updatingId === contact.id && actions.viewingId !== contact.id}
              onView={actions.view}
              onMarkReplied={actions.markReplied}
              onDelete={actions.askDelete}
            />
          ))}
        </DataList>
      ) : null}
      <ListPager list={list} page={params.page ?? 1} onPage={(page) => onParamsChange({ ...params, page })} />
      <ContactViewModal
        contact={viewing}
        timeZone={timeZone}
        updating={actions.updatingId !== null && actions.updatingId === actions.viewingId}
        onMarkReplied={actions.markReplied}
        onClose={actions.closeView}
      />
      <ConfirmDialog
        open={actions.deleting !== null}
        title="Delete message?"
        message={
          actions.deleting ? `The message from ${actions.deleting.name} will be deleted. This cannot be undone.` : ''
        }
        busy={actions.deleteBusy}
        error={actions.deleteError}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
    </>
  );
}
