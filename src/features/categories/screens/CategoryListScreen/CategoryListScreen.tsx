import { useAtomValue } from 'jotai';
import { NOUNS } from '@/lib/plural';
import { listCount } from '@/shared/query/listView';
import { ListControls } from '@/shared/lists/ListControls';
import { useConfirmedDelete } from '@/shared/lists/useConfirmedDelete';
import { sessionUserAtom, shortDisplayName } from '@/shared/session';
import { Button } from '@/ui/Button';
import { CardGrid } from '@/ui/CardGrid';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { EmptyState } from '@/ui/EmptyState';
import { CategoryCardSkeleton } from '@/ui/EntityCard';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { deleteCategoryWrite } from '../../atoms';
import { CategoryCard } from '../../components/CategoryCard';
import type { Category, CategoryListParams, CategorySort } from '../../types';
import { Screen } from './CategoryListScreen.styles';
import { DEFAULT_CATEGORY_SORT, useCategoryList } from './useCategoryList';

const SORTS: { value: CategorySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
];

export interface CategoryListScreenProps {
  /** The list's URL state: page, search text and sort. */
  params: CategoryListParams;
  /** Called with the next URL state when the admin searches, sorts or pages. */
  onParamsChange: (next: CategoryListParams) => void;
  /** Called by Create Category. */
  onCreate: () => void;
  /** Called by a card's Edit, with the category id. */
  onEdit: (id: number) => void;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
  /** A message brought from elsewhere, e.g. "Category not found" after a bad edit link. */
  notice?: string | null;
  /** Dismisses `notice`. */
  onDismissNotice?: () => void;
}

/** `/category/list`: the categories as cards, with search, sort, paging, refresh and a confirmed delete. */
export function CategoryListScreen({
  params,
  onParamsChange,
  onCreate,
  onEdit,
  timeZone,
  notice,
  onDismissNotice,
}: CategoryListScreenProps) {
  const list = useCategoryList(params);
  const createdBy = shortDisplayName(useAtomValue(sessionUserAtom));
  const remove = useConfirmedDelete<Category, true>(deleteCategoryWrite, ({ id, name }) => ({
    type: 'category',
    id,
    label: name,
  }));
  const searching = Boolean(params.q?.trim());
  const pageCount = list.pageSize ? Math.ceil(list.total / list.pageSize) : 1;

  let body;
  if (list.status === 'loading') body = <CategoryCardSkeleton label="Loading categories" />;
  else if (list.status === 'error')
    body = <ErrorBanner message={list.error ?? 'Failed to fetch categories'} onRetry={list.refetch} />;
  else if (list.items.length === 0)
    body = searching ? (
      <EmptyState message="No categories match your search" description="Try other words or clear the search." />
    ) : (
      <EmptyState message="No categories yet" description="Create one to start grouping blog posts." />
    );
  else
    body = (
      <CardGrid as="ul">
        {list.items.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            createdBy={createdBy}
            timeZone={timeZone}
            onEdit={() => onEdit(category.id)}
            onDelete={remove.ask}
          />
        ))}
      </CardGrid>
    );

  return (
    <Screen>
      <PageHeader
        title="Categories"
        subtitle="Group blog posts by topic."
        count={listCount(list, NOUNS.category)}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={<Button onClick={onCreate}>Create Category</Button>}
      />
      {notice ? <ErrorBanner message={notice} onDismiss={onDismissNotice} /> : null}
      <ListControls
        params={params}
        onParamsChange={onParamsChange}
        searchLabel="Search categories"
        searchPlaceholder="Search by name or description"
        sorts={SORTS}
        defaultSort={DEFAULT_CATEGORY_SORT}
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
      <ConfirmDialog
        open={remove.pending !== null}
        title="Delete category?"
        message={`"${remove.pending?.name ?? ''}" will be deleted. This cannot be undone.`}
        busy={remove.busy}
        error={remove.error}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </Screen>
  );
}
