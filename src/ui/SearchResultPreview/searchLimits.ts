/**
 * Recommended lengths for a search result. Search engines cut by pixel width, not characters: Google shows about
 * 580–600 px of a desktop title, which Inter-like fonts fill at roughly 55–60 characters, and about 920 px (two lines)
 * of a desktop description, roughly 155–160 characters. Past these, the text is usually cut with "...", so the
 * preview warns; the server still accepts up to 200 (title) and 500 (description) characters.
 */
export const SEARCH_TITLE_LIMIT = 60;
/** See `SEARCH_TITLE_LIMIT`. */
export const SEARCH_DESCRIPTION_LIMIT = 160;

/** Cuts `text` to `limit` characters as a search result would (on a word boundary when one is near) plus "...". */
export function truncateForSearch(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit - 15 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

/** `https://www.site.com/blog/my-post?x=1` → `www.site.com › blog › my-post`; null when not an http(s) URL. */
export function urlBreadcrumb(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    const segments = parsed.pathname.split('/').filter(Boolean).map(decodeSegment);
    return [parsed.host, ...segments].join(' › ');
  } catch {
    return null;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
