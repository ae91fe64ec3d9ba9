import { TRASHED_AND_SEARCHED_TYPES, type TrashedAndSearchedType } from '@/shared/records/recordTypes';

/** The record types `GET /search` groups its answer by, in the order the palette shows them. */
export const SEARCH_TYPES: readonly TrashedAndSearchedType[] = TRASHED_AND_SEARCHED_TYPES;
export type SearchType = TrashedAndSearchedType;

/** One record `GET /search` found. */
export interface SearchHit {
  /** The record's numeric id. */
  id: number;
  /** A blog's `blogId`; the numeric id as text for the others. */
  recordId: string;
  title: string;
  subtitle: string;
}

export type SearchResults = Record<SearchType, SearchHit[]>;

/** Records per type the palette asks for (issue 15: at most 5 per group). */
export const PALETTE_SEARCH_LIMIT = 5;
