import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { createQueryClient } from './createQueryClient';

type Store = ReturnType<typeof createStore>;

const clients = new WeakMap<Store, QueryClient>();

/** Makes `client` the store's QueryClient: the one its query atoms (`queryClientAtom`) and hooks use. */
export function bindQueryClient(store: Store, client: QueryClient): QueryClient {
  clients.set(store, client);
  store.set(queryClientAtom, client);
  return client;
}

/**
 * The store's QueryClient, made (and bound) on first use. The app's entry holds only the Jotai store: TanStack Query
 * and its Jotai bridge load with the first screen that asks for data (the signed-in shell, a list's route loader),
 * so the sign-in pages never download them.
 */
export function queryClientOf(store: Store): QueryClient {
  return clients.get(store) ?? bindQueryClient(store, createQueryClient());
}
