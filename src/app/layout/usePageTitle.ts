import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/** What a route may declare in `handle` for the shell. */
export interface RouteHandle {
  /** The page title shown in the top bar and the browser tab (a spec label, e.g. "List Blogs"). */
  title?: string;
}

/** The title of the deepest matched route that declares one; also set as the document title. */
export function usePageTitle(brand: string): string | undefined {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const text = title?.title;
  useEffect(() => {
    document.title = text ? `${text} · ${brand}` : brand;
  }, [brand, text]);
  return text;
}
