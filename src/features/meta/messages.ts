import { recordFormMessages, saveBanner } from '../../shared/forms/recordFormMessages';

/** Banners of the meta form (docs/panel.md#messages), exact. */
export const META_FORM_MESSAGES = recordFormMessages('meta', 'Meta entry not found');

/** The banner of a meta save that did not go through. */
export const metaSaveBanner = saveBanner(META_FORM_MESSAGES);
