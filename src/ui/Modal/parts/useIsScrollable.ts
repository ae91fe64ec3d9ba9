import { useLayoutEffect, useState, type RefObject } from 'react';

/** True while the element's content overflows it vertically, so it can be made keyboard-scrollable. */
export function useIsScrollable(ref: RefObject<HTMLElement | null>) {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrollable(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
