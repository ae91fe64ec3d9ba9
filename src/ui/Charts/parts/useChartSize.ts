import { useEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';

/** docs/panel.md#numbers: 250 px high, 300 px from the md breakpoint. */
export const CHART_HEIGHT = { base: 250, md: 300 } as const;

function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** The chart's height for the viewport and the measured width of its container (0 until measured). */
export function useChartSize<T extends HTMLElement>() {
  const theme = useTheme();
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  const height = useMinWidth(theme.breakpoints.md) ? CHART_HEIGHT.md : CHART_HEIGHT.base;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(Math.floor(el.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return { ref, width, height };
}
