import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { queryKeys, resourceKeys } from '@/shared/query/queryKeys';
import { defineCrudWrites, defineDetailAtoms, defineListAtoms } from '@/shared/query/resourceAtoms';
import { createCategory } from './api/createCategory';
import { deleteCategory } from './api/deleteCategory';
import { getCategory } from './api/getCategory';
import { listAllCategories, listCategories } from './api/listCategories';
import { updateCategory } from './api/updateCategory';

/** The categories' query keys: `categoryKeys.list(params)`, `categoryKeys.detail(id)`. */
export const categoryKeys = resourceKeys(queryKeys.categories.all);

/** The list's params atom (page, search, sort; screens write it), its query atom and the list as screens show it. */
export const {
  paramsAtom: categoryListParamsAtom,
  queryAtom: categoryListQueryAtom,
  listAtom: categoryListAtom,
} = defineListAtoms({ keys: categoryKeys, list: listCategories, failureText: 'Failed to fetch categories' });

/** Every category, for the blog form's select (not driven by the list screen's params), read page by page. */
export const categoryOptionsQueryAtom = atomWithQuery((get) => {
  const client = get(apiClientAtom);
  return {
    queryKey: categoryKeys.list({ sort: 'name', all: true }),
    queryFn: () => listAllCategories(client, { sort: 'name' }),
  };
});

/** The query atom of one category. */
export const categoryDetailAtom = defineDetailAtoms(categoryKeys, getCategory);

// A rename moves posts to the new name, so blog lists and counts refresh too.
/**
 * Create, update and delete: `…Write` (pending state), `…Atom` (`set(atom, vars)` → `WriteOutcome`), and the
 * feature's last write failure (cleared by a successful write).
 */
export const {
  errorAtom: categoryWriteErrorAtom,
  create: createCategoryWrite,
  update: updateCategoryWrite,
  remove: deleteCategoryWrite,
  createAtom: createCategoryAtom,
  updateAtom: updateCategoryAtom,
  deleteAtom: deleteCategoryAtom,
} = defineCrudWrites({
  keys: categoryKeys,
  failureTexts: {
    create: 'Failed to create category',
    update: 'Failed to update category',
    remove: 'Failed to delete category',
  },
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
  alsoInvalidates: [queryKeys.blogs.all, queryKeys.activity.all],
});
