import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { NOUNS } from '@/lib/plural';
import { actionErrorText } from '@/shared/lists/actionError';
import { listCount } from '@/shared/query/listView';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { ContactRowSkeleton, DataList } from '@/ui/DataRow';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { PageHeader } from '@/ui/PageHeader';
import { contactWriteErrorAtom, deleteEnquiryAtom, enquiryListAtoms, enquiryListParamsAtom } from '../atoms';
import { EnquiryDetailsModal } from '../components/EnquiryDetailsModal';
import { EnquiryRow } from '../components/EnquiryRow';
import { ListPager } from '../components/ListPager';
import { EnquiryControls, type MessageSort } from '../components/ListToolbar';
import { downloadFile as browserDownload, type DownloadFile } from '../export/downloadFile';
import { useEnquiryExport } from '../export/useEnquiryExport';
import type { Enquiry, EnquiryCategory } from '../types';
import { useSyncedParams } from '@/shared/query/useSyncedParams';
import { ListPage } from './screens.styles';
import { useViewFromLink } from './useViewFromLink';

/** The list's URL state (`?page=2&q=quote&sort=oldest`). */
export interface EnquiryListUrlState {
  page?: number;
  q?: string;
  sort?: MessageSort;
}

/** Rows per page of an enquiry list. */
export const ENQUIRY_PAGE_SIZE = 20;

const TEXT: Record<EnquiryCategory, { title: string; empty: string; list: string }> = {
  FOOTER: { title: 'Footer Enquiries', empty: 'No footer messages yet', list: 'Footer enquiries' },
  HEADER: { title: 'Header Enquiries', empty: 'No header messages yet', list: 'Header enquiries' },
  PAGE: { title: 'Page Enquiries', empty: 'No page messages yet', list: 'Page enquiries' },
};

export interface EnquiryListScreenProps {
  /** Which form's enquiries (spec §2: /contacts/footer, /contacts/header, /contacts/page). */
  category: EnquiryCategory;
  /** Search and page, from the URL. @default {} */
  params?: EnquiryListUrlState;
  /** Called with the next URL state when the search or page changes. */
  onParamsChange?: (next: EnquiryListUrlState) => void;
  /** Rows per page. @default 20 */
  pageSize?: number;
  /** Saves the CSV export; stories capture it. @default a Blob download through a temporary link */
  download?: DownloadFile;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
  /** An enquiry to open in the details modal once it is listed (`?view=<id>` from the command palette). */
  viewId?: number;
  /** Called once `viewId`'s modal has opened (the route then drops `view` from the address). */
  onViewOpened?: () => void;
}

/** The enquiries of one website form: search, paging, refresh, details, delete and CSV export. */
export function EnquiryListScreen({
  category,
  params = {},
  pageSize = ENQUIRY_PAGE_SIZE,
  ...rest
}: EnquiryListScreenProps) {
  const synced = useSyncedParams(enquiryListParamsAtom, { ...params, page: params.page ?? 1, pageSize });
  const onParamsChange = rest.onParamsChange ?? (() => {});
  return (
    <ListPage>
      {synced ? (
        <EnquiryListBody {...rest} category={category} params={params} onParamsChange={onParamsChange} />
      ) : (
        <ContactRowSkeleton label="Loading messages" count={4} />
      )}
    </ListPage>
  );
}

type BodyProps = Omit<EnquiryListScreenProps, 'pageSize'> &
  Required<Pick<EnquiryListScreenProps, 'params' | 'onParamsChange'>>;

function EnquiryListBody({
  category,
  params,
  onParamsChange,
  download = browserDownload,
  timeZone,
  viewId,
  onViewOpened = () => {},
}: BodyProps) {
  const list = useAtomValue(enquiryListAtoms[category]);
  const writeError = useAtomValue(contactWriteErrorAtom);
  const setWriteError = useSetAtom(contactWriteErrorAtom);
  const deleteEnquiry = useSetAtom(deleteEnquiryAtom);
  const [viewing, setViewing] = useState<Enquiry | null>(null);
  const [deleting, setDeleting] = useState<Enquiry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // The feature's write error belongs to the screen that made it: leaving clears it.
  useEffect(() => () => setWriteError(null), [setWriteError]);
  useViewFromLink(viewId, list.items, setViewing, onViewOpened);
  const exporter = useEnquiryExport(category, params.q, download);
  const text = TEXT[category];

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const outcome = await deleteEnquiry(deleting.id);
    setDeleteBusy(false);
    if (outcome.ok) {
      setDeleting(null);
      return;
    }
    // Shown in the still-open confirmation, where the admin acted; not also at the top of the page.
    setWriteError(null);
    setDeleteError(actionErrorText(outcome));
  };
  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };

  return (
    <>
      <PageHeader
        title={text.title}
        subtitle={`Enquiries sent from the website's ${category.toLowerCase()} form.`}
        count={listCount(list, NOUNS.enquiry)}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={
          <Button onClick={() => void exporter.run()} busy={exporter.exporting} disabled={list.items.length === 0}>
            Export CSV
          </Button>
        }
      />
      <EnquiryControls params={params} onParamsChange={onParamsChange} />
      {list.status === 'loading' ? <ContactRowSkeleton label="Loading messages" count={4} /> : null}
      {list.status === 'error' ? <ErrorBanner message={list.error} onRetry={list.refetch} /> : null}
      {writeError ? <ErrorBanner message={writeError} onDismiss={() => setWriteError(null)} /> : null}
      {exporter.error ? <ErrorBanner message={exporter.error} onDismiss={exporter.dismiss} /> : null}
      {list.status !== 'loading' && list.status !== 'error' && list.items.length === 0 ? (
        <EmptyState message={params.q ? 'No messages match this search' : text.empty} />
      ) : null}
      {list.items.length > 0 ? (
        <DataList label={text.list}>
          {list.items.map((enquiry) => (
            <EnquiryRow
              key={enquiry.id}
              enquiry={enquiry}
              timeZone={timeZone}
              onView={setViewing}
              onDelete={(enquiry) => {
                setDeleteError(null);
                setDeleting(enquiry);
              }}
            />
          ))}
        </DataList>
      ) : null}
      <ListPager list={list} page={params.page ?? 1} onPage={(page) => onParamsChange({ ...params, page })} />
      <EnquiryDetailsModal enquiry={viewing} timeZone={timeZone} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete enquiry?"
        message={deleting ? `The enquiry from ${deleting.name} will be deleted. This cannot be undone.` : ''}
        busy={deleteBusy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDelete}
      />
    </>
  );
}
