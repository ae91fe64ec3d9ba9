import { atom } from 'jotai';

/** The timer functions time-based screens use (entry skeletons); stories swap in manual timers. */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The store's timers: the real ones unless a story or test installs controllable ones. */
export const timersAtom = atom<Timers>(realTimers);
