import { isApiError } from '../api/ApiError';
import { WriteRejectedError } from '../query/defineWrite';

/**
 * The banners of a record type's create/edit form (docs/panel.md#messages), exact, in its noun: "Failed to create
 * category. Please try again."
 */
export interface RecordFormMessages {
  createFailed: string;
  createError: string;
  updateFailed: string;
  updateError: string;
  loadFailed: string;
  /** The edit link names no record (deleted, never existed, or not an id): the blog form's "Blog not found". */
  notFound: string;
}

/**
 * docs/panel.md#messages: a save the server answered but did not accept (an error status or a falsy `result`) is the
 * helpers' `false` → "Failed to …"; anything thrown before an answer (network down, no token) → "An error occurred …".
 */
export function saveBanner(messages: RecordFormMessages) {
  return (error: unknown, mode: 'create' | 'edit'): string => {
    const answered = isApiError(error) || error instanceof WriteRejectedError;
    if (mode === 'create') return answered ? messages.createFailed : messages.createError;
    return answered ? messages.updateFailed : messages.updateError;
  };
}
