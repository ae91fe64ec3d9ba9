import { atom } from 'jotai';
import { API_BASE_URL } from '../config';
import { sessionTokenAtom } from '../session';
import { createApiClient, type FetchLike } from './createApiClient';

const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init);
// A function cannot be a primitive atom's value (jotai would call it as a getter), so it is boxed.
const fetchBoxAtom = atom<{ fetch: FetchLike }>({ fetch: defaultFetch });

/** The HTTP transport. Stories and tests set it to the in-memory API's `fetch`. */
export const fetchAtom = atom(
  (get) => get(fetchBoxAtom).fetch,
  (_get, set, next: FetchLike) => set(fetchBoxAtom, { fetch: next }),
);

/** The API origin (`VITE_API_BASE_URL`). */
export const apiBaseUrlAtom = atom(API_BASE_URL);

const sessionExpiredBoxAtom = atom<{ handle: () => void }>({ handle: () => {} });

/** What a 401 on a call with a token does. The app installs it with `useSessionExpiry`. */
export const sessionExpiredHandlerAtom = atom(
  (get) => get(sessionExpiredBoxAtom).handle,
  (_get, set, handle: () => void) => set(sessionExpiredBoxAtom, { handle }),
);

/** The one API client of a store, rebuilt when the transport, origin, token or expiry handler changes. */
export const apiClientAtom = atom((get) => {
  const token = get(sessionTokenAtom);
  return createApiClient({
    baseURL: get(apiBaseUrlAtom),
    getToken: () => token,
    fetch: get(fetchAtom),
    onUnauthorized: get(sessionExpiredHandlerAtom),
  });
});
