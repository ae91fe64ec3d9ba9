import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` slices of a view to show: none until `ready`, then each one in a task of its own, as a
 * transition: the first as soon as `ready` has rendered, each next one once the previous one has painted (the first
 * task after the next animation frame). What replaces a skeleton is then rendered, styled and laid out a part at a
 * time, in pieces React can interrupt, never in one long task that would hold up input on a slow or busy device.
 */
export function useSlices(ready: boolean, count: number): number {
  const [revealed, setRevealed] = useState(0);
  const shown = ready ? Math.min(count, revealed) : 0;
  useEffect(() => {
    if (!ready || shown >= count) return;
    const next = () => startTransition(() => setRevealed((n) => Math.max(n, shown + 1)));
    if (shown === 0) {
      next();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(next, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown, count]);
  return shown;
}
