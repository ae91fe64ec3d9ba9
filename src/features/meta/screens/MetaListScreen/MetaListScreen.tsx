import { useState } from 'react';
import { NOUNS } from '@/lib/plural';
import { listCount } from '@/shared/query/listView';
import { ListControls } from '@/shared/lists/ListControls';
import { useConfirmedDelete } from '@/shared/lists/useConfirmedDelete';
import { Button } from '@/ui/Button';
import { CardGrid } from '@/ui/CardGrid';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { EmptyState } from '@/ui/EmptyState';
import { MetaCardSkeleton } from '@/ui/EntityCard';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { deleteMetaWrite } from '../../atoms';
import { MetaCard } from '../../components/MetaCard';
import { MetaDetailsModal } from '../../components/MetaDetailsModal';
import type { Meta, MetaListParams, MetaSort } from '../../types';
import { Screen } from './MetaListScreen.styles';
import { DEFAULT_META_SORT, useMetaList } from './useMetaList';

const SORTS: { value: MetaSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title (A–Z)' },
];

export interface MetaListScreenProps {
  /** The list's URL state: page, search text and sort. */
  params: MetaListParams;
  /** Called with the next URL state when the admin searches, sorts or pages. */
  onParamsChange: (next: MetaListParams) => void;
  /** Called by Create Meta. */
  onCreate: () => void;
  /** Called by Edit (on a card or in the details), with the entry's id. */
  onEdit: (id: number) => void;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
  /** A message brought from elsewhere, e.g. "Meta entry not found" after a bad edit link. */
  notice?: string | null;
  /** Dismisses `notice`. */
  onDismissNotice?: () => void;
}

/** `/meta/list`: the SEO meta entries as cards, with search, sort, paging, refresh, details and a confirmed delete. */
export function MetaListScreen({
  params,
  onParamsChange,
  onCreate,
  onEdit,
  timeZone,
  notice,
  onDismissNotice,
}: MetaListScreenProps) {
  const list = useMetaList(params);
  const remove = useConfirmedDelete<Meta, true>(deleteMetaWrite, ({ id, metaTitle }) => ({
    type: 'meta',
    id,
    label: metaTitle,
  }));
  const [viewing, setViewing] = useState<Meta | null>(null);
  const pageCount = list.pageSize ? Math.ceil(list.total / list.pageSize) : 1;

  let body;
  if (list.status === 'loading') body = <MetaCardSkeleton label="Loading meta information" />;
  else if (list.status === 'error')
    body = <ErrorBanner message={list.error ?? 'Failed to fetch metas'} onRetry={list.refetch} />;
  else if (list.items.length === 0)
    body = params.q?.trim() ? (
      <EmptyState
        message="No meta information matches your search"
        description="Try other words or clear the search."
      />
    ) : (
      <EmptyState message="No meta information yet" description="Create one to describe a page to search engines." />
    );
  else
    body = (
      <CardGrid as="ul">
        {list.items.map((meta) => (
          <MetaCard
            key={meta.id}
            meta={meta}
            onView={setViewing}
            onEdit={() => onEdit(meta.id)}
            onDelete={remove.ask}
          />
        ))}
      </CardGrid>
    );

  return (
    <Screen>
      <PageHeader
        title="Meta Information"
        subtitle="How each page of the website presents itself to search engines."
        count={listCount(list, NOUNS.metaEntry)}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={<Button onClick={onCreate}>Create Meta</Button>}
      />
      {notice ? <ErrorBanner message={notice} onDismiss={onDismissNotice} /> : null}
      <ListControls
        params={params}
        onParamsChange={onParamsChange}
        searchLabel="Search meta information"
        searchPlaceholder="Search by title, URL, page or description"
        sorts={SORTS}
        defaultSort={DEFAULT_META_SORT}
      />
      {body}
      {pageCount > 1 && list.status !== 'error' ? (
        <Pagination
          page={list.page ?? 1}
          pageCount={pageCount}
          disabled={list.status === 'loading'}
          onPageChange={(page) => onParamsChange({ ...params, page })}
        />
      ) : null}
      <MetaDetailsModal
        meta={viewing}
        timeZone={timeZone}
        onClose={() => setViewing(null)}
        onEdit={(meta) => onEdit(meta.id)}
      />
      <ConfirmDialog
        open={remove.pending !== null}
        title="Delete meta information?"
        message={`"${remove.pending?.metaTitle ?? ''}" will be deleted. This cannot be undone.`}
        busy={remove.busy}
        error={remove.error}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </Screen>
  );
}
