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

/** The record `?view=<id>` names (the command palette's link to a message or enquiry), or undefined. */
export function viewFrom(search: URLSearchParams): number | undefined {
  const id = Number(search.get('view'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The same address without `view`, so the opened modal is not opened again (replaces the history entry). */
export function withoutView(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('view');
  return next;
}
