import { atom } from 'jotai';

/**
 * The panel's one time source: what "now" is (dates written and shown, draft ages, export names, the code screen's
 * countdowns), the timeouts of time-based screens (entry skeletons, toasts) and the ticks that move countdowns.
 * The app uses `realTime`; the in-memory API's store fixes `now` (`fixedTime`), and stories and tests that move
 * time install a `createManualTime()`.
 */
export interface TimeSource {
  /** The current instant. */
  now: () => Date;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Calls `onTick` whenever `now()` may have moved to a new second; returns the unsubscribe. */
  subscribe: (onTick: () => void) => () => void;
}

/** The real clock and timers, ticking every 250 ms so a seconds display never lags by a whole second. */
export const realTime: TimeSource = {
  now: () => new Date(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  subscribe: (onTick) => {
    const id = globalThis.setInterval(onTick, 250);
    return () => globalThis.clearInterval(id);
  },
};

/** Real timers with a clock stuck at one instant, so dates are deterministic. */
export function fixedTime(iso: string): TimeSource {
  const time = new Date(iso).getTime();
  return { ...realTime, now: () => new Date(time) };
}

/** The store's time source: the real one unless a story or test installs another. */
export const timeAtom = atom<TimeSource>(realTime);
