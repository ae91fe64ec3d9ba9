import { saveBanner, type RecordFormMessages } from '../../shared/forms/recordFormMessages';

/** Banners of the meta form (docs/panel.md#messages), exact. */
export const META_FORM_MESSAGES: RecordFormMessages = {
  createFailed: 'Failed to create meta. Please try again.',
  createError: 'An error occurred while creating the meta.',
  updateFailed: 'Failed to update meta. Please try again.',
  updateError: 'An error occurred while updating the meta.',
  loadFailed: 'Failed to load meta',
  notFound: 'Meta page not found',
};

/** The banner of a meta save that did not go through. */
export const metaSaveBanner = saveBanner(META_FORM_MESSAGES);
