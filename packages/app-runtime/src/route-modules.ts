// The modules of the screen a page was built for, named in its HTML (see
// vite-plugins/route-preloads.ts) and fetched once the page has painted: the prerendered
// content paints with nothing else on the wire, then the screen's code downloads alongside
// the app's instead of after it.

import { nextTask } from './next-task';

/** The `<meta>` that lists a page's screen modules, space-separated URLs. */
export const ROUTE_MODULES_META = 'traguardo:route-modules';

/**
 * Starts fetching the modules the page's HTML lists (modulepreload: fetched, not run), in the
 * list's order (the app's own modules first), one link a task: each link put in the page
 * starts a request there and then, and a screen lists twenty modules or more, which in one
 * task kept the page, already on screen, from answering input for over 50 ms on a slowed
 * CPU (issue 20). Resolves once the last link is in.
 */
export async function preloadRouteModules(): Promise<void> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_MODULES_META}"]`);
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}
