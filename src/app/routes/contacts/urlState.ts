/** A positive page number from the URL, or undefined (page 1). */
export function pageFrom(search: URLSearchParams): number | undefined {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** URL search params of a list state, leaving out empty values and page 1. */
export function toSearch(state: Record<string, string | number | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}
