import { DRAFT_KEY_PREFIX } from '../../../src/shared/forms/draftStorage';

/** Drafts of the meta form live in localStorage, which outlives a story: each story starts and ends without one. */
export function clearMetaDrafts(): () => void {
  const clear = () => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(`${DRAFT_KEY_PREFIX}meta:`)) window.localStorage.removeItem(key);
    }
  };
  clear();
  return clear;
}
