import { failureText } from '@/shared/lists/actionError';
import type { RecordFormMessages } from '../../shared/forms/recordFormMessages';

/** Banners of the redirect form, in the words of the other record forms. */
export const REDIRECT_FORM_MESSAGES: RecordFormMessages = {
  createFailed: 'Failed to create redirect. Please try again.',
  createError: 'An error occurred while creating the redirect.',
  updateFailed: 'Failed to update redirect. Please try again.',
  updateError: 'An error occurred while updating the redirect.',
  loadFailed: 'Failed to load redirect',
  notFound: 'Redirect not found',
};

/**
 * The banner of a save that did not go through: the server's reason when it refused with one (a loop, a live post at
 * the address), which the admin needs to fix it; else the form's failure words.
 */
export function redirectSaveBanner(error: unknown, mode: 'create' | 'edit'): string {
  const fallback = mode === 'create' ? REDIRECT_FORM_MESSAGES.createFailed : REDIRECT_FORM_MESSAGES.updateFailed;
  return failureText(error, fallback);
}
