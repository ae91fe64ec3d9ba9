import { saveBanner, type RecordFormMessages } from '../../shared/forms/recordFormMessages';

/** Banners of the category form (docs/panel.md#messages), exact. */
export const CATEGORY_FORM_MESSAGES: RecordFormMessages = {
  createFailed: 'Failed to create category. Please try again.',
  createError: 'An error occurred while creating the category.',
  updateFailed: 'Failed to update category. Please try again.',
  updateError: 'An error occurred while updating the category.',
  loadFailed: 'Failed to load category',
  notFound: 'Category not found',
};

/** The banner of a category save that did not go through. */
export const categorySaveBanner = saveBanner(CATEGORY_FORM_MESSAGES);
