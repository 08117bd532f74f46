// The modules a route's page needs once it has painted: the app, the route's screen and what
// the screen reads the device with. The build writes their list into the page (a JSON data
// block, never run: vite-plugins/route-pages.ts); the entry asks for all of them at once
// after the first paint, so they arrive in parallel instead of one import level at a time.
// Nothing is requested before the paint: the shell paints with the network to itself.

/** The id of the page's `<script type="application/json">` that lists the module URLs. */
export const AFTER_PAINT_MODULES_ID = 'after-paint-modules';

/** The module URLs `doc` lists (none where the list is missing or not a list of strings). */
export function afterPaintModules(doc: Document): string[] {
  const text = doc.getElementById(AFTER_PAINT_MODULES_ID)?.textContent ?? '';
  if (text === '') return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
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
