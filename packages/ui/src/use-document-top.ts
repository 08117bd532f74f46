import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Distance in px from the top of the document to the element: where a list scrolled by
 * the window starts (a window virtualizer's scroll margin). Kept current when content
 * above it (or the page) changes height.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const update = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
