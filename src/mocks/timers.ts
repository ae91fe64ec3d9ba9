import type { Timers } from '../shared/timers';

/** Timers that only fire when the test says so: `advance(999)` fires nothing due at 1000 ms. */
export interface ManualTimers {
  timers: Timers;
  /** Moves the manual time forward and runs every callback that fell due, in order. */
  advance: (ms: number) => void;
  /** Manual milliseconds since creation. */
  readonly now: number;
  /** Callbacks still waiting. */
  readonly pending: number;
}

export function createManualTimers(): ManualTimers {
  let now = 0;
  let nextId = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      queue.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout: (handle) => void queue.delete(handle as number),
  };
  const advance = (ms: number) => {
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
  };
  return {
    timers,
    advance,
    get now() {
      return now;
    },
    get pending() {
      return queue.size;
    },
  };
}

const registry = new Map<string, ManualTimers>();

/** Called by the `withManualTimers` story decorator. */
export function registerStoryTimers(storyId: string, timers: ManualTimers): void {
  registry.set(storyId, timers);
}

/** The manual timers of the story being played: `storyTimers(context).advance(1000)`. */
export function storyTimers(context: { id: string }): ManualTimers {
  const timers = registry.get(context.id);
  if (!timers) throw new Error(`No manual timers for story ${context.id}: add the withManualTimers decorator.`);
  return timers;
}
