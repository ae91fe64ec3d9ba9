import { useAtomValue } from 'jotai';
import { countLabel, NOUNS } from '@/lib/plural';
import { DEFAULT_LIST_PAGE_SIZE, listCount } from '@/shared/query/listView';
import { useList } from '@/shared/lists/useList';
import { TRASH_TYPE_LABEL } from '@/shared/trash';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DataRowSkeleton, DataList } from '@/ui/DataRow';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { trashListAtom, trashListParamsAtom, trashTotalQueryAtom } from '../../atoms';
import { TrashFilters } from '../../components/TrashFilters';
import { TrashRow } from '../../components/TrashRow';
import type { TrashListParams } from '../../types';
import { Screen } from './TrashScreen.styles';
import { useTrashActions } from './useTrashActions';

export interface TrashScreenProps {
  /** Type filter, search and page, from the URL. */
  params: TrashListParams;
  /** Called with the next URL state when the admin filters, searches or pages. */
  onParamsChange: (next: TrashListParams) => void;
  /** Items per page. @default 24 */
  pageSize?: number;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
}

const SKELETON = <DataRowSkeleton label="Loading the trash" count={4} />;
const atoms = { paramsAtom: trashListParamsAtom, listAtom: trashListAtom };

/** The list call's query for the URL state: always paged, search trimmed. */
function trashQuery(params: TrashListParams, pageSize: number): TrashListParams {
  const q = params.q?.trim();
  return { page: params.page ?? 1, pageSize, ...(params.type ? { type: params.type } : {}), ...(q ? { q } : {}) };
}

/** `/trash`: every trashed record, newest deletion first; Restore, Delete forever and Empty trash. */
export function TrashScreen({ params, onParamsChange, pageSize = DEFAULT_LIST_PAGE_SIZE, timeZone }: TrashScreenProps) {
  const list = useList(atoms, trashQuery(params, pageSize));
  const everything = useAtomValue(trashTotalQueryAtom).data?.total ?? 0;
  const actions = useTrashActions();
  const filtered = Boolean(params.q?.trim() || params.type);
  const pageCount = list.pageSize ? Math.ceil(list.total / list.pageSize) : 1;

  let body;
  if (list.status === 'loading') body = SKELETON;
  else if (list.status === 'error') body = <ErrorBanner message={list.error} onRetry={list.refetch} />;
  else if (list.items.length === 0)
    body = filtered ? (
      <EmptyState message="Nothing in the trash matches" description="Try other words or another type." />
    ) : (
      <EmptyState
        message="The trash is empty"
        description="Deleted posts, categories, meta pages and messages wait here until they are deleted forever."
      />
    );
  else
    body = (
      <DataList label="Trashed items">
        {list.items.map((item) => (
          <TrashRow
            key={`${item.type}:${item.id}`}
            item={item}
            timeZone={timeZone}
            restoring={actions.isRestoring(item)}
            refusal={actions.refusalOf(item)}
            onRestore={actions.restore}
            onPurge={actions.askPurge}
          />
        ))}
      </DataList>
    );

  const purge = actions.purgeTarget;
  return (
    <Screen>
      <PageHeader
        title="Trash"
        subtitle="Deleted records, kept for a while so they can be restored."
        count={listCount(list, NOUNS.item)}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={
          <Button variant="danger" onClick={actions.askEmpty} disabled={everything === 0}>
            Empty trash
          </Button>
        }
      />
      <TrashFilters params={params} onParamsChange={onParamsChange} />
      {body}
      {pageCount > 1 && list.status !== 'error' ? (
        <Pagination
          page={list.page ?? 1}
          pageCount={pageCount}
          disabled={list.status === 'loading'}
          onPageChange={(page) => onParamsChange({ ...params, page })}
        />
      ) : null}
      <ConfirmDialog
        open={purge !== null}
        title="Delete forever?"
        message={
          purge
            ? `${TRASH_TYPE_LABEL[purge.type]} "${purge.label}" will be deleted forever. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete forever"
        busy={actions.purging}
        error={actions.dialogError}
        onConfirm={actions.confirmPurge}
        onCancel={actions.closeDialogs}
      />
      <ConfirmDialog
        open={actions.confirmEmpty}
        title="Empty the trash?"
        message={`${countLabel(everything, NOUNS.item)} in the trash will be deleted forever. This cannot be undone.`}
        confirmLabel="Empty trash"
        busy={actions.emptying}
        error={actions.dialogError}
        onConfirm={actions.confirmEmptyTrash}
        onCancel={actions.closeDialogs}
      />
    </Screen>
  );
}
