/** The record types `GET /search` groups its answer by, in the order the palette shows them. */
export const SEARCH_TYPES = ['blog', 'category', 'meta', 'contact', 'enquiry'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

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
