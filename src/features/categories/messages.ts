import { recordFormMessages, saveBanner } from '../../shared/forms/recordFormMessages';

/** Banners of the category form (docs/panel.md#messages), exact. */
export const CATEGORY_FORM_MESSAGES = recordFormMessages('category', 'Category not found');

/** The banner of a category save that did not go through. */
export const categorySaveBanner = saveBanner(CATEGORY_FORM_MESSAGES);
