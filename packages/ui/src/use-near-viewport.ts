import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** How far below (or above) the visible area an element counts as about to be seen. */
const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * True once the element given the returned ref has come within NEAR_VIEWPORT_MARGIN of the
 * viewport, and from then on. Where IntersectionObserver is missing, true at once.
 * A ref object, read in an effect: a ref callback that set state would make React render
 * again inside the commit that attached it (a hydrating screen's, say), in the same task.
 */
export function useNearViewport<T extends Element = HTMLDivElement>(): [
  ref: RefObject<T | null>,
  near: boolean,
] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A transition: what the element shows next renders in slices.
        startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
