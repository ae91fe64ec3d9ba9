// The limits live in src/lib (the server's SEO report uses them too); re-exported here for the forms' preview.
export { SEARCH_DESCRIPTION_LIMIT, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_LIMIT } from '../../lib/searchLimits';

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
