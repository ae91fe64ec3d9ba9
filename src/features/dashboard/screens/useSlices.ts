import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` slices of a view to show: none until `ready`, then the first at once and each next one in a task
 * of its own once the previous one has painted (the first task after the next animation frame), as a transition.
 * What replaces a skeleton is then rendered, styled and laid out a part at a time, never in one long task that would
 * hold up input on a slow or busy device.
 */
export function useSlices(ready: boolean, count: number): number {
  const [more, setMore] = useState(0);
  const shown = ready ? Math.min(count, 1 + more) : 0;
  useEffect(() => {
    if (shown === 0 || shown >= count) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setMore((n) => n + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, count]);
  return shown;
}
