import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/**
 * What a route may declare in `handle` for the shell. One naming scheme: `title` is the page's own heading (its h1,
 * word for word) and names the browser tab; `section` is the spec's sidebar group the page belongs to ("Blog",
 * "Contact Us") and is what the top bar shows, so the bar never repeats the heading under it.
 */
export interface RouteHandle {
  /** The page's heading, e.g. "Footer Contact"; the document title is "Footer Contact · brand". */
  title?: string;
  /**
   * The sidebar group (docs/panel.md#dashboard), shown in the top bar; a page that is its own menu entry (Dashboard,
   * SEO health, Trash) names that entry, so the bar is never blank.
   */
  section?: string;
}

/** Sets the document title from the deepest route that declares one and returns the top bar's section text. */
export function usePageTitle(brand: string): string | undefined {
  const matches = [...useMatches()].reverse();
  const handleOf = (key: keyof RouteHandle) =>
    matches.map((match) => (match.handle as RouteHandle | undefined)?.[key]).find(Boolean);
  const title = handleOf('title');
  const section = handleOf('section');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [brand, title]);
  return section;
}
