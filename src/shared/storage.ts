import { atom } from 'jotai';

/** Reads and writes one localStorage key; blocked storage (private mode) degrades to memory only. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // the value still lives in the store for this visit
    }
  },
};

/**
 * An atom persisted to one localStorage key. Until written in a store it reads the saved value,
 * so a fresh store (a reload, a new story) starts from what is stored.
 */
export function atomWithLocalStorage<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string | null,
) {
  const written = atom<{ value: T } | null>(null);
  return atom(
    (get) => get(written)?.value ?? parse(safeStorage.get(key)),
    (_get, set, value: T) => {
      set(written, { value });
      safeStorage.set(key, serialize(value));
    },
  );
}
