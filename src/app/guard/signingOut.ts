import { atom } from 'jotai';

/**
 * True from Logout until the sign-in page shows, so the guard's redirect to /signin does not remember the page
 * the admin left on purpose (a rejected session does remember it).
 */
export const signingOutAtom = atom(false);
