import type { createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

let appStore: Store | null = null;

/**
 * Gives route loaders the app's store. Only the app does this: in stories (no store) the loaders do nothing. Its own
 * module so the app's entry sets it without loading the loaders' TanStack Query code.
 */
export function providePrefetchStore(app: { store: Store } | null): void {
  appStore = app?.store ?? null;
}

/** The store the app provided, or null (stories, tests that provide none). */
export function prefetchStore(): Store | null {
  return appStore;
}
