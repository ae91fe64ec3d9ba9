import { useAtom, useAtomValue, type Atom, type PrimitiveAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useLayoutEffect } from 'react';
import type { ListView } from '../query/listView';

/** What a list screen reads: the params atom it writes and the list its query atom yields (`defineListAtoms`). */
export interface ListAtoms<P extends object, T> {
  paramsAtom: PrimitiveAtom<P>;
  listAtom: Atom<ListView<T>>;
}

/** Params compared by value: key order, `undefined` and '' do not count. */
const keyOf = (params: object) =>
  JSON.stringify(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * The list controller: makes a list's params atom follow the screen's URL state and returns the list for it.
 * The first render hydrates the atom, so the first request already carries the URL's params; later changes are
 * copied in before paint. Until the atom holds `query` (a store that showed another page of the list before), the
 * list reads `loading` with no items, so the screen never shows the wrong page.
 */
export function useList<P extends object, T>({ paramsAtom, listAtom }: ListAtoms<P, T>, query: P): ListView<T> {
  useHydrateAtoms(new Map([[paramsAtom, query]]));
  const [current, setCurrent] = useAtom(paramsAtom);
  const wanted = keyOf(query);
  const synced = keyOf(current) === wanted;
  useLayoutEffect(() => {
    if (!synced) setCurrent(query);
  }, [synced, wanted, query, setCurrent]);
  const list = useAtomValue(listAtom);
  return synced ? list : { ...list, status: 'loading', items: [] };
}

/** Search, sort and page of a card list's URL state. */
export interface PagedListState<S extends string> {
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: S;
}

/** The query a list screen sends for its URL state: always paged (a large list stays quick), search trimmed. */
export function pagedListQuery<S extends string, P extends PagedListState<S>>(
  params: P,
  defaults: { pageSize: number; sort: S },
): P {
  const q = params.q?.trim();
  return {
    page: params.page && params.page > 0 ? params.page : 1,
    pageSize: params.pageSize ?? defaults.pageSize,
    sort: params.sort ?? defaults.sort,
    ...(q ? { q } : {}),
  } as P;
}
