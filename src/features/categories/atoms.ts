import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import { defineWrite } from '../../shared/query/defineWrite';
import { toListView } from '../../shared/query/listView';
import { queryKeys } from '../../shared/query/queryKeys';
import { createCategory } from './api/createCategory';
import { deleteCategory } from './api/deleteCategory';
import { getCategory } from './api/getCategory';
import { listAllCategories, listCategories } from './api/listCategories';
import { updateCategory } from './api/updateCategory';
import type { CategoryListParams } from './types';

/** Page, search and sort of the category list; screens write it. */
export const categoryListParamsAtom = atom<CategoryListParams>({});

export const categoryListQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  const params = get(categoryListParamsAtom);
  return { queryKey: queryKeys.categories.list(params), queryFn: () => listCategories(client, params) };
});

/** The category list as screens show it. */
export const categoryListAtom = atom((get) => toListView(get(categoryListQueryAtom), 'Failed to fetch categories'));

/** Every category, for the blog form's select (not driven by the list screen's params), read page by page. */
export const categoryOptionsQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return {
    queryKey: queryKeys.categories.list({ sort: 'name', all: true }),
    queryFn: () => listAllCategories(client, { sort: 'name' }),
  };
});

const detailAtoms = new Map<number, ReturnType<typeof makeDetailAtom>>();
function makeDetailAtom(id: number) {
  return atomWithQuery((get: Getter) => {
    const client = get(apiClientAtom);
    return { queryKey: queryKeys.categories.detail(id), queryFn: () => getCategory(client, id) };
  });
}
/** The query atom of one category. */
export function categoryDetailAtom(id: number) {
  let detail = detailAtoms.get(id);
  if (!detail) detailAtoms.set(id, (detail = makeDetailAtom(id)));
  return detail;
}

/** The last write failure of the categories feature, cleared by a successful write. */
export const categoryWriteErrorAtom = atom<string | null>(null);

// A rename moves posts to the new name, so blog lists and counts refresh too.
const invalidates = [queryKeys.categories.all, queryKeys.blogs.all, queryKeys.activity.all];

export const createCategoryWrite = defineWrite({
  key: ['categories', 'create'],
  run: createCategory,
  invalidates,
  failureText: 'Failed to create category',
  errorAtom: categoryWriteErrorAtom,
});
export const updateCategoryWrite = defineWrite({
  key: ['categories', 'update'],
  run: updateCategory,
  invalidates,
  failureText: 'Failed to update category',
  errorAtom: categoryWriteErrorAtom,
});
export const deleteCategoryWrite = defineWrite({
  key: ['categories', 'delete'],
  run: (client, id: number) => deleteCategory(client, id),
  invalidates,
  failureText: 'Failed to delete category',
  errorAtom: categoryWriteErrorAtom,
});

/** `set(createCategoryAtom, input)` → `WriteOutcome<Category>`. */
export const createCategoryAtom = createCategoryWrite.runAtom;
/** `set(updateCategoryAtom, { original, next })` → `WriteOutcome<Category>`. */
export const updateCategoryAtom = updateCategoryWrite.runAtom;
/** `set(deleteCategoryAtom, id)` → `WriteOutcome<true>`. */
export const deleteCategoryAtom = deleteCategoryWrite.runAtom;
