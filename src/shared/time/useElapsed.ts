import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { timeAtom } from './time';

/**
 * False for `ms` milliseconds after the first render, then true (the entry skeletons of docs/panel.md#numbers: 2000 ms
 * on the dashboard, 1000 ms on the contact list). Uses the store's time source, so stories drive it with a manual one.
 * `ms <= 0` is elapsed at once.
 */
export function useElapsed(ms: number): boolean {
  const timers = useAtomValue(timeAtom);
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const handle = timers.setTimeout(() => setElapsed(true), ms);
    return () => timers.clearTimeout(handle);
  }, [ms, timers]);
  return elapsed;
}
