import { type ReactNode } from 'react';
import { usePageLive } from '@traguardo/app-runtime/page-live';

/**
 * Shows `children` — what someone's data or today's date decides — once the page is live
 * (page-live.ts), and `fallback` (a frame of the same size) in the route's HTML and while
 * the browser hydrates it.
 */
export function LiveOnly({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePageLive() ? children : fallback;
}
