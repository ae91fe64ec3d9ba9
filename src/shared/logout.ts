import { atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { apiClientAtom } from './api/apiClientAtom';
import { clearAllDrafts } from './forms/draftStorage';
import { clearSessionAtom, returnToAtom } from './session';

/**
 * Logout (docs/panel.md#states): the server revokes the token (best effort: offline or an already-dead token must not
 * keep the admin signed in), then every stored value is cleared: the session and the form drafts. (An expired
 * session keeps the drafts, so work typed before it ended is offered back after signing in again.)
 */
export const logoutAtom = atom(null, async (get, set) => {
  const client = get(apiClientAtom);
  if (client.getToken()) {
    try {
      await client.request('/auth/logout', { method: 'POST', auth: 'optional' });
    } catch {
      // revoked or unreachable: the local sign-out below is what matters
    }
  }
  set(clearSessionAtom);
  set(returnToAtom, null);
  clearAllDrafts();
  // nothing of this session's data may show to whoever signs in next
  get(queryClientAtom).clear();
});
