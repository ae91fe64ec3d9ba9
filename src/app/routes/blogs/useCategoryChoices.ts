import { useAtomValue } from 'jotai';
import type { CategoryChoices } from '@/features/blogs/types';
import { categoryOptionsQueryAtom } from '@/features/categories/atoms';

/** Every category name, for the blog screens (a feature never imports a sibling, so the app hands them over). */
export function useCategoryChoices(): CategoryChoices {
  const query = useAtomValue(categoryOptionsQueryAtom);
  if (query.isError) return { status: 'error', names: [] };
  if (query.isPending) return { status: 'loading', names: [] };
  return { status: 'loaded', names: query.data.items.map((category) => category.name) };
}
