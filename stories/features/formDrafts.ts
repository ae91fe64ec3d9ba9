import { DRAFT_KEY_PREFIX, type StoredDraft } from '../../src/shared/forms/draftStorage';

/**
 * Form drafts live in localStorage, which outlives a story in the Storybook UI: a story's `beforeEach` clears the
 * drafts under `scope` (e.g. `meta:`, `category:`) and returns the same clean-up for afterwards.
 */
export function clearDrafts(scope: string): () => void {
  const clear = () => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(DRAFT_KEY_PREFIX + scope)) window.localStorage.removeItem(key);
    }
  };
  clear();
  return clear;
}

/** A `beforeEach` that starts the story with `draft` kept under `key` (and no other draft in its scope). */
export function withKeptDraft<T>(scope: string, key: string, draft: StoredDraft<T>) {
  return () => {
    const cleanup = clearDrafts(scope);
    window.localStorage.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(draft));
    return cleanup;
  };
}

/** The kept draft under `key`, or null. */
export function keptDraft<T>(key: string): StoredDraft<T> | null {
  const raw = window.localStorage.getItem(DRAFT_KEY_PREFIX + key);
  return raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
}
