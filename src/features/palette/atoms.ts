import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { searchAll } from './api/searchAll';
import { PALETTE_SEARCH_LIMIT } from './types';

/** The palette's committed search (after the typing pause); '' searches nothing. */
export const paletteQueryAtom = atom('');

/** `GET /search` for the committed text. */
export const paletteSearchAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  const q = get(paletteQueryAtom);
  return {
    queryKey: ['search', q, PALETTE_SEARCH_LIMIT] as const,
    // No abort signal: an observer re-subscribing would otherwise cancel and send the same search again.
    queryFn: () => searchAll(client, q),
    enabled: q !== '',
    staleTime: 10_000,
  };
});
