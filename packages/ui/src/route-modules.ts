// The modules of the screen a page was built for, named in its HTML (see
// vite-plugins/route-preloads.ts) and fetched once the page has painted: the prerendered
// content paints with nothing else on the wire, then the screen's code downloads alongside
// the app's instead of after it.

/** The `<meta>` that lists a page's screen modules, space-separated URLs. */
export const ROUTE_MODULES_META = 'traguardo:route-modules';

/** Starts fetching the modules the page's HTML lists (modulepreload: fetched, not run). */
export function preloadRouteModules(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_MODULES_META}"]`);
  // One insertion for all the links: the head changes once.
  const links = document.createDocumentFragment();
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
