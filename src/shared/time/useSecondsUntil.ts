import { useCallback, useSyncExternalStore } from 'react';
import type { TimeSource } from './time';

/** Whole seconds left until `deadline` (ms since the epoch) at `now` (0 once passed), or null without a deadline. */
export function secondsUntil(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `secondsUntil` that re-renders as `time` ticks. */
export function useSecondsUntil(deadline: number | null, time: TimeSource): number | null {
  const read = useCallback(() => secondsUntil(deadline, time.now().getTime()), [deadline, time]);
  return useSyncExternalStore(time.subscribe, read, read);
}
