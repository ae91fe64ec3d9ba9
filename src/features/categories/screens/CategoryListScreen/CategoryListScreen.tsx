import { useAtomValue } from 'jotai';
import { NOUNS } from '@/lib/plural';
import { category as categoryContract } from '@/contract';
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
  // Sorts, their words and the default order (name) come from the contract.
  resource: categoryContract,
  title: 'Categories',
  subtitle: 'Group blog posts by topic.',
  noun: NOUNS.category,
  createLabel: 'Create Category',
  searchPlaceholder: 'Search by name or description',
  skeleton: <CategoryCardSkeleton label="Loading categories" />,
  empty: { message: 'No categories yet', description: 'Create one to start grouping blog posts.' },
  noMatch: 'No categories match your search',
  labelOf: (category) => category.name,
  atoms: { paramsAtom: categoryListParamsAtom, listAtom: categoryListAtom },
  deleteWrite: deleteCategoryWrite,
};

export type CategoryListScreenProps = ResourceListScreenProps<CategorySort>;

/** `/category/list`: the categories as cards, with search, sort, paging, refresh and a confirmed delete. */
export function CategoryListScreen(props: CategoryListScreenProps) {
  const createdBy = shortDisplayName(useAtomValue(sessionUserAtom));
  return (
    <ResourceListScreen
      {...props}
      config={CONFIG}
      renderItem={(category, actions) => (
        <CategoryCard category={category} createdBy={createdBy} timeZone={props.timeZone} {...actions} />
      )}
    />
  );
}
