import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { timersAtom } from './timers';

/**
 * False for `ms` milliseconds after the first render, then true (spec §9's entry skeletons: 2000 ms on the
 * dashboard, 1000 ms on the contact list). Uses the store's timers, so stories drive it with manual ones.
 * `ms <= 0` is elapsed at once.
 */
export function useElapsed(ms: number): boolean {
  const timers = useAtomValue(timersAtom);
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const handle = timers.setTimeout(() => setElapsed(true), ms);
    return () => timers.clearTimeout(handle);
  }, [ms, timers]);
  return elapsed;
}
