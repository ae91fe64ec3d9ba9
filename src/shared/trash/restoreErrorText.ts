import { failureText } from '../lists/actionError';

/** What the panel says when the server gave no reason for a refused or failed restore. */
export const RESTORE_FAILED = 'Failed to restore the item. Please try again.';

/**
 * Why a restore did not happen, in the server's words when it gave some: a 409 says what to do first
 * (`Restore or create the category "Travel" first.`), a 404 that the item is no longer in the trash.
 */
export function restoreErrorText(error: unknown): string {
  return failureText(error, RESTORE_FAILED);
}
