import type { Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { sessionTokenAtom } from '@/shared/session';
import { meQuery, primedSessionCheckAtom } from './sessionCheck';

/** `GET /auth/me` for the signed-in admin (disabled without a token): the guard's session check. */
export const meQueryAtom = atomWithQuery((get: Getter) => ({
  ...meQuery(get(apiClientAtom), get(primedSessionCheckAtom)),
  enabled: Boolean(get(sessionTokenAtom)),
}));
