import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within 200px of the viewport (and from then on): the library fetches a thumbnail
 * only then, as `loading="lazy"` would, since the panel fetches its images itself (they need the bearer token).
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // Without IntersectionObserver (an old browser) every image loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
