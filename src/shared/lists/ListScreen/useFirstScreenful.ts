import { startTransition, useEffect, useState } from 'react';

/** Records rendered in the first pass of a list: two rows of three cards, or a screenful of rows, at 1280 × 800. */
export const FIRST_PASS_COUNT = 6;

/**
 * The records to render now. The first time a list shows its records, only the first few (what the screen shows
 * first) are rendered, so they are laid out and painted without waiting for the rest of the page; the rest follow at
 * once in a transition, which React renders in slices between frames. Later pages and refreshes render whole.
 */
export function useFirstScreenful<T>(items: T[]): T[] {
  const [whole, setWhole] = useState(false);
  const partial = !whole && items.length > FIRST_PASS_COUNT;
  useEffect(() => {
    if (partial) startTransition(() => setWhole(true));
  }, [partial]);
  return partial ? items.slice(0, FIRST_PASS_COUNT) : items;
}
