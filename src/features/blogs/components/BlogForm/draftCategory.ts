import type { StoredDraft } from '@/shared/forms/draftStorage';
import type { BlogFormValues } from '../../schema';
import type { CategoryChoices } from '../../types';

/** What a local draft keeps beside a post's values: the id of its category, which outlives a rename. */
export function draftCategoryId(values: BlogFormValues, categories: CategoryChoices): number | undefined {
  const at = categories.names.indexOf(values.categoryName);
  return at === -1 ? undefined : categories.ids?.[at];
}

/**
 * A kept draft as the form can take it now: its category by the id it kept (renamed since: the new name), else by
 * name; a category that no longer exists is left empty for the user to choose, with a note that says so.
 */
export function reviveDraftCategory(
  draft: StoredDraft<BlogFormValues>,
  categories: CategoryChoices,
): { values: BlogFormValues; note?: string } {
  const { values } = draft;
  if (categories.status !== 'loaded' || values.categoryName === '') return { values };
  const id = draft.context?.categoryId;
  const at = typeof id === 'number' ? (categories.ids ?? []).indexOf(id) : -1;
  if (at !== -1) return { values: { ...values, categoryName: categories.names[at]! } };
  if (categories.names.includes(values.categoryName)) return { values };
  return {
    values: { ...values, categoryName: '' },
    note: `This draft was filed under "${values.categoryName}", which no longer exists: choose a category after restoring it.`,
  };
}
