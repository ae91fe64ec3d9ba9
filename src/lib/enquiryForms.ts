/**
 * The website's enquiry forms (the contract's `ENQUIRY_CATEGORIES`) as people name them. A search hit's subtitle
 * starts with the name ("Footer form · sam@example.org"), and the palette opens that form's list from it. A module of
 * its own, without zod: the app's route tables read it.
 */
export const ENQUIRY_FORM_NAMES = { FOOTER: 'Footer form', HEADER: 'Header form', PAGE: 'Page form' } as const;

/** The form whose name starts `subtitle` (a search hit's), or undefined. */
export const enquiryFormOf = (subtitle: string) =>
  (Object.keys(ENQUIRY_FORM_NAMES) as (keyof typeof ENQUIRY_FORM_NAMES)[]).find((form) =>
    subtitle.startsWith(`${ENQUIRY_FORM_NAMES[form]} · `),
  );
