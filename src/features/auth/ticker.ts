import { useCallback, useSyncExternalStore } from 'react';

/**
 * The time source of the code screen's countdowns. The app uses the real clock; stories and tests pass a
 * manual one and move it with `advance`, so "Resend in 30s" counts down without waiting 30 seconds.
 */
export interface Ticker {
  /** Milliseconds on this ticker's clock. */
  now: () => number;
  /** Calls `onTick` whenever `now()` may have moved to a new second; returns the unsubscribe. */
  subscribe: (onTick: () => void) => () => void;
}

/** The real clock, ticking every 250 ms so a seconds display never lags by a whole second. */
export const realTicker: Ticker = {
  now: () => Date.now(),
  subscribe: (onTick) => {
    const id = window.setInterval(onTick, 250);
    return () => window.clearInterval(id);
  },
};

/** A ticker that moves only when told to. */
export interface ManualTicker extends Ticker {
  /** Moves the clock forward by `ms` and notifies subscribers. */
  advance: (ms: number) => void;
}

export function createManualTicker(startMs = 0): ManualTicker {
  let time = startMs;
  const listeners = new Set<() => void>();
  return {
    now: () => time,
    subscribe: (onTick) => {
      listeners.add(onTick);
      return () => listeners.delete(onTick);
    },
    advance: (ms) => {
      time += ms;
      listeners.forEach((listener) => listener());
    },
  };
}

/** Whole seconds left until `deadline` on `ticker` (0 once passed), or null without a deadline. */
export function secondsUntil(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `secondsUntil` that re-renders as the ticker moves. */
export function useSecondsUntil(deadline: number | null, ticker: Ticker): number | null {
  const read = useCallback(() => secondsUntil(deadline, ticker.now()), [deadline, ticker]);
  return useSyncExternalStore(ticker.subscribe, read, read);
}
