import { useEffect, useRef } from 'react';

/** The timer functions a toast counts down with; stories and tests pass manual ones. */
export interface ToastTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const realToastTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `onExpire` after `durationMs` unless `running` turns false first. A pause clears the countdown and a resume
 * starts the whole duration again: someone who hovered or focused the toast gets the full time to act once they leave.
 * A duration that is not finite never expires (a message that must be closed by hand).
 */
export function useToastTimer(durationMs: number, running: boolean, timers: ToastTimers, onExpire: () => void) {
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (!running || !Number.isFinite(durationMs)) return;
    const handle = timers.setTimeout(() => expire.current(), Math.max(0, durationMs));
    return () => timers.clearTimeout(handle);
  }, [durationMs, running, timers]);
}
