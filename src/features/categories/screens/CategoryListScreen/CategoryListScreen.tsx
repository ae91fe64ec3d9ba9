import { useAtomValue } from 'jotai';
import { NOUNS } from '@/lib/plural';
import { DATE_SORTS } from '@/shared/lists/ListControls';
import {
  ResourceListScreen,
  type ResourceListConfig,
  type ResourceListScreenProps,
} from '@/shared/lists/ListScreen/ResourceListScreen';
import { sessionUserAtom, shortDisplayName } from '@/shared/session';
import { categoryListAtom, categoryListParamsAtom, deleteCategoryWrite } from '../../atoms';
import { CategoryCard, CategoryCardSkeleton } from '../../components/CategoryCard';
import type { Category, CategorySort } from '../../types';

const CONFIG: ResourceListConfig<Category, CategorySort> = {
  title: 'Categories',
  subtitle: 'Group blog posts by topic.',
  noun: NOUNS.category,
  createLabel: 'Create Category',
  searchLabel: 'Search categories',
  searchPlaceholder: 'Search by name or description',
  sorts: [...DATE_SORTS, { value: 'name', label: 'Name (A–Z)' }],
  // The server's default order of categories (docs/api-contract.md).
  defaultSort: 'name',
  // 24 fills the 1-, 2- and 3-column grids evenly.
  pageSize: 24,
  Skeleton: CategoryCardSkeleton,
  loadingLabel: 'Loading categories',
  empty: { message: 'No categories yet', description: 'Create one to start grouping blog posts.' },
  noMatch: { message: 'No categories match your search', description: 'Try other words or clear the search.' },
  selection: {
    label: 'Selected categories',
    labelOf: (category) => category.name,
    trash: { type: 'category', noun: NOUNS.category },
  },
  deleteTitle: 'Delete category?',
  deleteMessage: (category) => `"${category.name}" will be moved to the trash. You can restore it from the Trash.`,
  trashed: ({ id, name }) => ({ type: 'category', id, label: name }),
};

const atoms = { paramsAtom: categoryListParamsAtom, listAtom: categoryListAtom };

export type CategoryListScreenProps = ResourceListScreenProps<CategorySort>;

/** `/category/list`: the categories as cards, with search, sort, paging, refresh and a confirmed delete. */
export function CategoryListScreen(props: CategoryListScreenProps) {
  const createdBy = shortDisplayName(useAtomValue(sessionUserAtom));
  return (
    <ResourceListScreen
      {...props}
      config={CONFIG}
      atoms={atoms}
      deleteWrite={deleteCategoryWrite}
      renderCard={(category, onDelete, select) => (
        <CategoryCard
          key={category.id}
          category={category}
          createdBy={createdBy}
          timeZone={props.timeZone}
          onEdit={() => props.onEdit(category.id)}
          onDelete={onDelete}
          select={select}
        />
      )}
    />
  );
}
