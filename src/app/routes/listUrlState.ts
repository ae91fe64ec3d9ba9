import type { ListDef } from '@/contract';

/** A list page's URL state: page, search, sort and the list's filters (the screens read their own fields of it). */
export interface ListUrlState {
  page?: number;
  q?: string;
  sort?: string;
  [filter: string]: string | number | undefined;
}

/**
 * A list page's state from its address, by the contract's list: a page from 2 on, the search, a sort the list has, and
 * each of its filters (one with a fixed set of values only when the value is one of them).
 */
export function listUrlState(list: ListDef, search: URLSearchParams): ListUrlState {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  const state: ListUrlState = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: search.get('q') || undefined,
    sort: sort !== null && Object.hasOwn(list.sorts, sort) ? sort : undefined,
  };
  for (const [name, rule] of Object.entries(list.filters)) {
    const value = search.get(name) || undefined;
    state[name] = value !== undefined && rule.oneOf && !rule.oneOf.includes(value) ? undefined : value;
  }
  return state;
}

/**
 * The address of a list state, the other way: search, sort (unless the list's default), the list's filters, then the
 * page (unless 1); empty values are left out, and so is anything the list does not have.
 */
export function listSearch(list: ListDef, state: ListUrlState): URLSearchParams {
  const search = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') search.set(name, String(value));
  };
  set('q', state.q);
  if (state.sort !== list.defaultSort) set('sort', state.sort);
  for (const name of Object.keys(list.filters)) set(name, state[name]);
  if (state.page !== undefined && state.page > 1) set('page', state.page);
  return search;
}
