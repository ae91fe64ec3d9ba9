import { isApiError } from '../../shared/api/ApiError';
import { WriteRejectedError } from '../../shared/query/defineWrite';

/** Banners of the meta form (docs/panel.md#messages), exact. */
export const META_FORM_MESSAGES = {
  createFailed: 'Failed to create meta. Please try again.',
  createError: 'An error occurred while creating the meta.',
  updateFailed: 'Failed to update meta. Please try again.',
  updateError: 'An error occurred while updating the meta.',
  loadFailed: 'Failed to load meta',
  /** The edit link names no entry (deleted, never existed, or not an id): the blog form's "Blog not found". */
  notFound: 'Meta entry not found',
} as const;

/**
 * docs/panel.md#messages: a save the server answered but did not accept (an error status or a falsy `result`) is the
 * helpers' `false` → "Failed to …"; anything thrown before an answer (network down, no token) → "An error occurred …".
 */
export function metaSaveBanner(error: unknown, mode: 'create' | 'edit'): string {
  const answered = isApiError(error) || error instanceof WriteRejectedError;
  if (mode === 'create') return answered ? META_FORM_MESSAGES.createFailed : META_FORM_MESSAGES.createError;
  return answered ? META_FORM_MESSAGES.updateFailed : META_FORM_MESSAGES.updateError;
}
