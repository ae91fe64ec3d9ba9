import { useAtomValue } from 'jotai';
import type { CategoryChoices } from '@/features/blogs/types';
import { categoryOptionsQueryAtom } from '@/features/categories/atoms';

/** Every category name, for the blog screens (a feature never imports a sibling, so the app hands them over). */
export function useCategoryChoices(): CategoryChoices {
  const query = useAtomValue(categoryOptionsQueryAtom);
  if (query.isError) return { status: 'error', names: [] };
  if (query.isPending) return { status: 'loading', names: [] };
  const { items } = query.data;
  return { status: 'loaded', names: items.map((category) => category.name), ids: items.map((category) => category.id) };
}
