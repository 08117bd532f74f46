// The modules a route's page needs once it has painted: the app, the route's screen and what
// the screen reads the device with. The build names them in the page's head, in a
// `<meta name="after-paint-modules">` (vite-plugins/route-pages.ts: a meta tag, not a
// script, so the page carries no inline script for the CSP to refuse); the entry asks for
// all of them at once after the first paint, so they arrive in parallel instead of one
// import level at a time. Nothing is requested before the paint: the shell paints with the
// network to itself.

/** The `name` of the page's meta tag whose `content` lists the module URLs, space-separated. */
export const AFTER_PAINT_MODULES_NAME = 'after-paint-modules';

/** The module URLs `doc` lists (none where the list is missing). */
export function afterPaintModules(doc: Document): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${AFTER_PAINT_MODULES_NAME}"]`);
  return (meta?.content ?? '').split(/\s+/).filter((url) => url !== '');
}

/**
 * Adds a `<link rel="modulepreload">` for each module `doc` lists, in order: the browser
 * fetches and compiles them together; the app's imports then take them from the module map.
 */
export function preloadAfterPaintModules(doc: Document): void {
  for (const href of afterPaintModules(doc)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
