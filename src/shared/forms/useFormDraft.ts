import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { timeAtom } from '../time';
import { readDraft, removeDraft, sameValues, writeDraft, type StoredDraft } from './draftStorage';

export interface UseFormDraftOptions {
  /** Off until the record the form edits has loaded (its values are what a draft is compared with). @default true */
  enabled?: boolean;
  /** Quiet time after the last change before the draft is written. @default 600 */
  delayMs?: number;
  /** Kept beside the values (`StoredDraft.context`); pass a stable object (it is compared by identity). */
  context?: Record<string, unknown>;
}

export interface FormDraft<T> {
  /** A kept draft that differs from the form's starting values, offered back; null once restored or discarded. */
  offered: StoredDraft<T> | null;
  /** Takes the offered draft (returns its values, which the form resets to) and stops offering it. */
  restore: () => T | null;
  /** Throws the kept draft away. */
  discard: () => void;
  /** Forgets the draft for good: call after a successful save. */
  clear: () => void;
}

/**
 * A debounced localStorage draft of a form under `key` (e.g. `blog:create`, `blog:edit:my-post`), so work survives a
 * crash, an expired session or a closed tab. When enabled, a kept draft that differs from the form's starting values
 * is offered back; afterwards every change is kept once the form differs from those starting values.
 */
export function useFormDraft<T>(
  key: string,
  values: T,
  { enabled = true, delayMs = 600, context }: UseFormDraftOptions = {},
) {
  const now = useAtomValue(timeAtom).now;
  const [state, setState] = useState<DraftState<T> | null>(null);

  // The first values seen while enabled are the loaded record: a draft is offered only if it says something else.
  // Derived during render (not in an effect) so the offer shows in the same paint as the form.
  if (enabled && state?.key !== key) {
    const kept = readDraft<T>(key);
    setState({
      key,
      baseline: values,
      offered: kept && !sameValues(kept.values, values) ? kept : null,
      cleared: false,
    });
  }

  const active = enabled && state?.key === key && !state.cleared ? state : null;
  // The change waiting out its quiet time: a save cancels it at once, not at the next render (which may come after
  // the timer, and the draft the save just removed would be written again).
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!active) return;
    // Back to the loaded values (or a kept draft that says the same): nothing to keep, unless an offer is pending.
    if (sameValues(values, active.baseline)) {
      if (!active.offered) removeDraft(key);
      return;
    }
    const timer = window.setTimeout(
      () => writeDraft(key, { values, savedAt: now().toISOString(), ...(context ? { context } : {}) }),
      delayMs,
    );
    pending.current = timer;
    return () => window.clearTimeout(timer);
  }, [active, key, values, delayMs, now, context]);

  const offered = state?.key === key ? state.offered : null;

  const restore = useCallback((): T | null => {
    setState((current) => (current ? { ...current, offered: null } : current));
    return offered?.values ?? null;
  }, [offered]);

  const discard = useCallback(() => {
    setState((current) => (current ? { ...current, offered: null } : current));
    removeDraft(key);
  }, [key]);

  const clear = useCallback(() => {
    window.clearTimeout(pending.current);
    setState((current) => (current ? { ...current, offered: null, cleared: true } : current));
    removeDraft(key);
  }, [key]);

  return { offered, restore, discard, clear } satisfies FormDraft<T>;
}

interface DraftState<T> {
  key: string;
  /** The form's values when the draft check ran (the loaded record). */
  baseline: T;
  offered: StoredDraft<T> | null;
  /** Saved: no more drafts until the key changes. */
  cleared: boolean;
}
