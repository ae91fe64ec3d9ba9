import { isApiError } from '../../shared/api/ApiError';
import { WriteRejectedError } from '../../shared/query/defineWrite';

/** Banners of the category form (docs/panel.md#messages), exact. */
export const CATEGORY_FORM_MESSAGES = {
  createFailed: 'Failed to create category. Please try again.',
  createError: 'An error occurred while creating the category.',
  updateFailed: 'Failed to update category. Please try again.',
  updateError: 'An error occurred while updating the category.',
  loadFailed: 'Failed to load category',
  /** The edit link names no category (deleted, never existed, or not an id): the blog form's "Blog not found". */
  notFound: 'Category not found',
} as const;

/**
 * docs/panel.md#messages: a save the server answered but did not accept (an error status or a falsy `result`) is the
 * helpers' `false` → "Failed to …"; anything thrown before an answer (network down, no token) → "An error occurred …".
 */
export function categorySaveBanner(error: unknown, mode: 'create' | 'edit'): string {
  const answered = isApiError(error) || error instanceof WriteRejectedError;
  if (mode === 'create') return answered ? CATEGORY_FORM_MESSAGES.createFailed : CATEGORY_FORM_MESSAGES.createError;
  return answered ? CATEGORY_FORM_MESSAGES.updateFailed : CATEGORY_FORM_MESSAGES.updateError;
}
