import { isApiError, isNetworkError } from '../api/ApiError';

/** What the panel says when the server gave no reason for a refused or failed restore. */
export const RESTORE_FAILED = 'Failed to restore the item. Please try again.';

/**
 * Why a restore did not happen, in the server's words when it gave some: a 409 says what to do first
 * (`Restore or create the category "Travel" first.`), a 404 that the item is no longer in the trash.
 */
export function restoreErrorText(error: unknown): string {
  if (isNetworkError(error)) return error.message;
  if (isApiError(error) && error.status < 500 && error.serverMessage) return error.serverMessage;
  return RESTORE_FAILED;
}
