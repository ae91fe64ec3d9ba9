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

/** The form banners of a record type called `noun` ("category", "meta"). */
export function recordFormMessages(noun: string, notFound: string): RecordFormMessages {
  return {
    createFailed: `Failed to create ${noun}. Please try again.`,
    createError: `An error occurred while creating the ${noun}.`,
    updateFailed: `Failed to update ${noun}. Please try again.`,
    updateError: `An error occurred while updating the ${noun}.`,
    loadFailed: `Failed to load ${noun}`,
    notFound,
  };
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
