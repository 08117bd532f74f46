import { useEffect, useState, type RefCallback } from 'react';

/** How far below (or above) the visible area an element counts as about to be seen. */
const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * True once the element has come within NEAR_VIEWPORT_MARGIN of the viewport, and from
 * then on. Where IntersectionObserver is missing, true at once.
 */
export function useNearViewport(): [ref: RefCallback<HTMLElement>, near: boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}
