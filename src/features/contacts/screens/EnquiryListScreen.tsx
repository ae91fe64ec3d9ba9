import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { NOUNS } from '@/lib/plural';
import { ConfirmDelete } from '@/shared/lists/ConfirmDelete';
import { ListScreen } from '@/shared/lists/ListScreen/ListScreen';
import { useConfirmedDelete } from '@/shared/lists/useConfirmedDelete';
import { useList } from '@/shared/lists/useList';
import { Button } from '@/ui/Button';
import { DataRowSkeleton, DataList } from '@/ui/DataRow';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { filterKeyOf } from '@/shared/lists/selection/useSelection';
import { timeAtom } from '@/shared/time';
import { contactWriteErrorAtom, deleteEnquiryWrite, enquiryListQuery, enquiryLists } from '../atoms';
import { EnquiryDetailsModal } from '../components/EnquiryDetailsModal';
import { EnquiryRow } from '../components/EnquiryRow';
import { MessageControls, type MessageSort } from '../components/ListToolbar';
import { RecentFilter } from '../components/RecentFilter';
import { downloadFile as browserDownload, type DownloadFile } from '../export/downloadFile';
import { useEnquiryExport } from '../export/useEnquiryExport';
import { daysLabel } from '../recent';
import type { Enquiry, EnquiryCategory } from '../types';
import type { InboxScreenProps } from './inboxScreenProps';
import { useViewFromLink } from './useViewFromLink';

/** The list's URL state (`?page=2&q=quote&sort=oldest&days=7`). */
export interface EnquiryListUrlState {
  page?: number;
  q?: string;
  sort?: MessageSort;
  /** Only the enquiries received in the last `days` × 24 h (1–365; the dashboard links with 7). */
  days?: number;
}

/** Rows per page of an enquiry list. */
export const ENQUIRY_PAGE_SIZE = 20;

const TEXT: Record<EnquiryCategory | 'ALL', { title: string; empty: string; list: string; forms: string }> = {
  FOOTER: {
    title: 'Footer Contact',
    empty: 'No footer messages yet',
    list: 'Footer enquiries',
    forms: 'footer form',
  },
  HEADER: {
    title: 'Header Contact',
    empty: 'No header messages yet',
    list: 'Header enquiries',
    forms: 'header form',
  },
  PAGE: { title: 'Page Contact', empty: 'No page messages yet', list: 'Page enquiries', forms: 'page form' },
  ALL: {
    title: 'All Enquiries',
    empty: 'No enquiries yet',
    list: 'All enquiries',
    forms: 'footer, header and page forms',
  },
};

export interface EnquiryListScreenProps extends InboxScreenProps<EnquiryListUrlState> {
  /**
   * Which form's enquiries (docs/panel.md#inbox: /contacts/footer, /contacts/header, /contacts/page); every form's when
   * absent (/contacts/enquiries).
   */
  category?: EnquiryCategory;
  /** Saves the CSV export; stories capture it. @default a Blob download through a temporary link */
  download?: DownloadFile;
}

/** The enquiries of one website form or of all three: date window, search, paging, refresh, details, delete and CSV export. */
export function EnquiryListScreen({
  category,
  params = {},
  onParamsChange = () => {},
  pageSize = ENQUIRY_PAGE_SIZE,
  download = browserDownload,
  timeZone,
  viewId,
  onViewOpened = () => {},
}: EnquiryListScreenProps) {
  const now = useAtomValue(timeAtom).now;
  // The window is counted from when it was opened, so re-renders ask for the same page.
  const openedAt = useMemo(() => now(), [params.days, now]); // eslint-disable-line react-hooks/exhaustive-deps
  const query = enquiryListQuery(params, pageSize, openedAt);
  const list = useList(enquiryLists[category ?? 'ALL'], query);
  const writeError = useAtomValue(contactWriteErrorAtom);
  const setWriteError = useSetAtom(contactWriteErrorAtom);
  const remove = useConfirmedDelete<Enquiry, number, true>(deleteEnquiryWrite, (enquiry) => ({
    type: 'enquiry',
    id: enquiry.id,
    label: enquiry.name || enquiry.emailId,
  }));
  const [viewing, setViewing] = useState<Enquiry | null>(null);
  useViewFromLink(viewId, list.items, setViewing, onViewOpened);
  // The feature's write error belongs to the screen that made it: leaving clears it.
  useEffect(() => () => setWriteError(null), [setWriteError]);
  const exporter = useEnquiryExport(category, { q: params.q, since: query.since }, download);
  const text = TEXT[category ?? 'ALL'];
  const recent = params.days ? ` received in the ${daysLabel(params.days).toLowerCase()}` : '';

  return (
    <ListScreen
      list={list}
      title={text.title}
      subtitle={`Enquiries sent from the website's ${text.forms}${recent}.`}
      noun={NOUNS.enquiry}
      actions={
        <Button onClick={() => void exporter.run()} busy={exporter.exporting} disabled={list.items.length === 0}>
          Export CSV
        </Button>
      }
      toolbar={
        <>
          <MessageControls kind="enquiries" params={params} onParamsChange={onParamsChange} />
          {params.days ? (
            <RecentFilter
              days={params.days}
              onClear={() => onParamsChange({ ...params, days: undefined, page: undefined })}
            />
          ) : null}
        </>
      }
      banners={
        <>
          {writeError ? <ErrorBanner message={writeError} onDismiss={() => setWriteError(null)} /> : null}
          {exporter.error ? <ErrorBanner message={exporter.error} onDismiss={exporter.dismiss} /> : null}
        </>
      }
      skeleton={<DataRowSkeleton label="Loading messages" count={4} />}
      empty={{
        message: params.q
          ? 'No messages match this search'
          : params.days
            ? `No enquiries received in the ${daysLabel(params.days).toLowerCase()}`
            : text.empty,
      }}
      page={params.page ?? 1}
      onPageChange={(page) => onParamsChange({ ...params, page })}
      selection={{
        label: 'Selected enquiries',
        filterKey: filterKeyOf(params),
        labelOf: (enquiry) => `enquiry from ${enquiry.name}`,
        trash: { type: 'enquiry', noun: NOUNS.enquiry },
        actions: (selection) => (
          <Button
            size="sm"
            variant="secondary"
            disabled={selection.selected.length === 0}
            onClick={() => exporter.exportRows(selection.selected, params.sort)}
          >
            Export selected to CSV
          </Button>
        ),
      }}
      renderItems={(items, select) => (
        <DataList label={text.list}>
          {items.map((enquiry) => (
            <EnquiryRow
              key={enquiry.id}
              enquiry={enquiry}
              timeZone={timeZone}
              showForm={!category}
              onView={setViewing}
              onDelete={remove.ask}
              select={select(enquiry)}
            />
          ))}
        </DataList>
      )}
    >
      <EnquiryDetailsModal enquiry={viewing} timeZone={timeZone} onClose={() => setViewing(null)} />
      <ConfirmDelete
        remove={remove}
        title="Delete enquiry?"
        message={(enquiry) =>
          `The enquiry from ${enquiry.name} will be moved to the trash. You can restore it from the Trash.`
        }
      />
    </ListScreen>
  );
}
