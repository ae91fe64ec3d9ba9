import { atom } from 'jotai';

const clockBoxAtom = atom<{ now: () => Date }>({ now: () => new Date() });

/** The clock writes and "current time" displays read. Stories fix it, so dates are deterministic. */
export const clockAtom = atom(
  (get) => get(clockBoxAtom).now,
  (_get, set, now: () => Date) => set(clockBoxAtom, { now }),
);

/** A clock stuck at one instant. */
export function fixedClock(iso: string): () => Date {
  const time = new Date(iso).getTime();
  return () => new Date(time);
}
