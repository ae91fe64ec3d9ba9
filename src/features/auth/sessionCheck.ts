import { atom } from 'jotai';
import type { ApiClient } from '@/shared/api/createApiClient';
import { getMe, type Me } from './api/getMe';

/** The signed-in admin's `GET /auth/me` query key. */
export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** An answer to the session check already known or on its way, for one token, used once. */
interface PrimedAnswer {
  token: string;
  answer: Promise<Me>;
  used: boolean;
}

const primedBoxAtom = atom<{ primed: PrimedAnswer | null }>({ primed: null });

/**
 * Gives the guard's session check an answer before TanStack Query has loaded: the app's early `GET /auth/me` (started
 * as the app starts, while the page's code downloads) or the user the code step just confirmed. The guard's query then
 * takes it instead of asking again, once, and only for the same token.
 */
export const primeSessionCheckAtom = atom(null, (_get, set, token: string, answer: Promise<Me>) => {
  // A rejection is the guard's to show (through its query); until then it is not an unhandled one.
  answer.catch(() => {});
  set(primedBoxAtom, { primed: { token, answer, used: false } });
});

/** The box the guard's query reads the primed answer from (see primeSessionCheckAtom). */
export const primedSessionCheckAtom = atom((get) => get(primedBoxAtom));

/** `GET /auth/me` as query options: the primed answer for this client's token when there is one, else a request. */
export function meQuery(client: ApiClient, box: { primed: PrimedAnswer | null } = { primed: null }) {
  return {
    queryKey: ME_QUERY_KEY,
    queryFn: (): Promise<Me> => {
      const primed = box.primed;
      if (primed && !primed.used && primed.token === client.getToken()) {
        primed.used = true;
        return primed.answer;
      }
      return getMe(client);
    },
  };
}
