/**
 * Recommended lengths for a search result. Search engines cut by pixel width, not characters: Google shows about
 * 580–600 px of a desktop title, which Inter-like fonts fill at roughly 55–60 characters, and about 920 px (two lines)
 * of a desktop description, roughly 155–160 characters. Past these, the text is usually cut with "...", so the
 * preview warns; the server still accepts up to 200 (title) and 500 (description) characters.
 */
export const SEARCH_TITLE_LIMIT = 60;
/** See `SEARCH_TITLE_LIMIT`. */
export const SEARCH_DESCRIPTION_LIMIT = 160;
/** A description shorter than this leaves most of the snippet to the search engine's own pick (SEO health report). */
export const SEARCH_DESCRIPTION_MIN = 50;
