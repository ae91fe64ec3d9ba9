import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { fetchAtom } from '../shared/api/apiClientAtom';
import { fixedTime, timeAtom } from '../shared/time';
import { createQueryClient } from '../shared/query/createQueryClient';
import { bindQueryClient } from '../shared/query/storeQueryClient';
import { otpPendingAtom, sessionEmailAtom, sessionTokenAtom, sessionUserAtom } from '../shared/session';
import { createInMemoryApi, MOCK_NOW, type InMemoryApi, type InMemoryApiOptions } from './api/createInMemoryApi';
import { mockSession, type MockSessionKind } from './session';

export interface MockStoreOptions extends Omit<InMemoryApiOptions, 'now'> {
  /** The fixed clock of the store and its in-memory API. @default MOCK_NOW */
  now?: string | Date;
  /** @default 'signedIn' */
  session?: MockSessionKind;
}

export interface MockStore {
  store: ReturnType<typeof createStore>;
  api: InMemoryApi;
  queryClient: QueryClient;
}

/**
 * A fresh Jotai store wired to a fresh QueryClient (retries off), the in-memory API as transport,
 * a session matching the mock's tokens, and a fixed clock (real timers). Used by the Storybook decorator and tests.
 */
export function createMockStore({ session = 'signedIn', ...apiOptions }: MockStoreOptions = {}): MockStore {
  const api = createInMemoryApi(apiOptions);
  const queryClient = createQueryClient({ retry: false });
  const store = createStore();
  bindQueryClient(store, queryClient);
  store.set(fetchAtom, api.fetch);
  store.set(timeAtom, fixedTime(String(apiOptions.now ?? MOCK_NOW)));
  const seed = mockSession(session);
  store.set(sessionTokenAtom, seed.token);
  store.set(sessionEmailAtom, seed.email);
  store.set(sessionUserAtom, seed.user);
  store.set(otpPendingAtom, seed.otpPending);
  return { store, api, queryClient };
}
