import type { TimeSource } from './time';

/** A time source that moves only when told to (stories and tests). */
export interface ManualTime extends TimeSource {
  /**
   * Moves the clock by `ms`, runs every timeout that fell due, in order (`advance(999)` fires nothing due at
   * 1000 ms), then notifies the tick subscribers.
   */
  advance: (ms: number) => void;
  /** Timeouts still waiting. */
  readonly pending: number;
}

/** Starts at `start` (an ISO date, or milliseconds since the epoch). @default 0 */
export function createManualTime(start: string | number = 0): ManualTime {
  let now = typeof start === 'string' ? new Date(start).getTime() : start;
  let nextId = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  const listeners = new Set<() => void>();
  return {
    now: () => new Date(now),
    setTimeout: (callback, ms) => {
      const id = nextId++;
      queue.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout: (handle) => void queue.delete(handle as number),
    subscribe: (onTick) => {
      listeners.add(onTick);
      return () => listeners.delete(onTick);
    },
    advance: (ms) => {
      const target = now + ms;
      for (;;) {
        const due = [...queue.entries()]
          .filter(([, t]) => t.at <= target)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0]);
        const first = due[0];
        if (!first) break;
        queue.delete(first[0]);
        now = first[1].at;
        first[1].callback();
      }
      now = target;
      listeners.forEach((listener) => listener());
    },
    get pending() {
      return queue.size;
    },
  };
}
