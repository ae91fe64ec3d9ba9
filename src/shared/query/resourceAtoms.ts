import { keepPreviousData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { atom, type Getter, type PrimitiveAtom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../api/apiClientAtom';
import type { ApiClient } from '../api/createApiClient';
import { defineWrite, type WriteContext } from './defineWrite';
import { toListView, type ListPage } from './listView';
import type { ResourceKeys } from './queryKeys';

export interface ListAtomsDefinition<Q extends object, T, P extends object = Q> {
  keys: ResourceKeys;
  /** The list call. */
  list: (client: ApiClient, query: Q) => Promise<ListPage<T>>;
  /** The `Failed to fetch …` (docs/panel.md#messages), shown when the call failed without a message. */
  failureText: string;
  /** The screen-written params; a new atom unless several lists share one (the three enquiry lists). */
  paramsAtom?: PrimitiveAtom<P>;
  /** The call's query from the params, e.g. adding the enquiry list's fixed category. @default the params */
  toQuery?: (params: P) => Q;
  /** Keep the current page on screen (refreshing) while paging or searching, instead of skeletons. @default false */
  keepPrevious?: boolean;
}

/**
 * The atoms of one server list: the params atom screens write, the query atom, the list as screens show it
 * (`ListView`), and a prefetch that a route loader starts under the same key.
 */
export function defineListAtoms<Q extends object, T, P extends object = Q>(definition: ListAtomsDefinition<Q, T, P>) {
  const { keys, list, failureText, keepPrevious = false } = definition;
  const toQuery = definition.toQuery ?? ((params: P) => params as unknown as Q);
  const paramsAtom = definition.paramsAtom ?? atom<P>({} as P);
  const listQuery = (client: ApiClient, params: P) => {
    const query = toQuery(params);
    return { queryKey: keys.list(query), queryFn: () => list(client, query) };
  };
  const queryAtom = atomWithQuery((get: Getter) => ({
    ...listQuery(get(apiClientAtom), get(paramsAtom)),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  }));
  const listAtom = atom((get) => toListView(get(queryAtom), failureText));
  const prefetch = (queryClient: QueryClient, client: ApiClient, params: P): void =>
    void queryClient.prefetchQuery(listQuery(client, params));
  return { paramsAtom, queryAtom, listAtom, prefetch };
}

/** One query atom per record (made on first use, then reused): `atomFor(id)`. */
export function defineDetailAtoms<K extends string | number, T>(
  keys: ResourceKeys,
  get: (client: ApiClient, id: K) => Promise<T>,
) {
  const made = new Map<K, ReturnType<typeof make>>();
  function make(id: K) {
    return atomWithQuery((read: Getter) => {
      const client = read(apiClientAtom);
      return { queryKey: keys.detail(id), queryFn: () => get(client, id) };
    });
  }
  return (id: K) => {
    let detail = made.get(id);
    if (!detail) made.set(id, (detail = make(id)));
    return detail;
  };
}

export interface CrudWritesDefinition<TCreate, TUpdate, TDeleteId, TRecord> {
  keys: ResourceKeys;
  /**
   * The write failure texts (docs/panel.md#messages: "Failed to create, update or delete blog, category, meta or
   * contact").
   */
  failureTexts: { create: string; update: string; remove: string };
  create: (client: ApiClient, input: TCreate, context: WriteContext) => Promise<TRecord>;
  update: (client: ApiClient, input: TUpdate, context: WriteContext) => Promise<TRecord>;
  remove: (client: ApiClient, id: TDeleteId) => Promise<true>;
  /** Other lists a write changes (besides this type's own), e.g. the blog lists after a category rename. */
  alsoInvalidates: QueryKey[];
}

/**
 * Create, update and delete of one record type: the same invalidations and one error atom (the feature's last write
 * failure, cleared by a successful write).
 */
export function defineCrudWrites<TCreate, TUpdate, TDeleteId, TRecord>(
  definition: CrudWritesDefinition<TCreate, TUpdate, TDeleteId, TRecord>,
) {
  const { keys, failureTexts } = definition;
  const errorAtom = atom<string | null>(null);
  const invalidates = [keys.all, ...definition.alsoInvalidates];
  const common = { invalidates, errorAtom };
  const writes = {
    create: defineWrite({
      ...common,
      key: [...keys.all, 'create'],
      run: definition.create,
      failureText: failureTexts.create,
    }),
    update: defineWrite({
      ...common,
      key: [...keys.all, 'update'],
      run: definition.update,
      failureText: failureTexts.update,
    }),
    remove: defineWrite({
      ...common,
      key: [...keys.all, 'delete'],
      run: (client, id: TDeleteId) => definition.remove(client, id),
      failureText: failureTexts.remove,
    }),
  };
  // `set(createAtom, input)`, `set(updateAtom, …)`, `set(deleteAtom, id)` → `WriteOutcome<…>`, never throwing.
  return {
    errorAtom,
    ...writes,
    createAtom: writes.create.runAtom,
    updateAtom: writes.update.runAtom,
    deleteAtom: writes.remove.runAtom,
  };
}
