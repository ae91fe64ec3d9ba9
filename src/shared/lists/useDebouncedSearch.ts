import { useEffect, useRef, useState } from 'react';

/** Quiet time after the last keystroke before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/**
 * The search box's own text, committed with `commit` once typing pauses (so the URL and the server see one search,
 * not one per keystroke). Follows `value` when it changes from outside (back button, a shared link).
 */
export function useDebouncedSearch(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  }, [commit]);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === committed.current.trim()) return;
    const timer = window.setTimeout(() => {
      committed.current = next;
      latest.current(next);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return [text, setText] as const;
}
