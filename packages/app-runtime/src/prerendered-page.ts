/**
 * The mark the build puts on an app's #root when it renders a route's shell into it
 * (vite-plugins/prerender.ts), the rule that decides in the browser whether React may
 * hydrate that markup, and the event that says the page is the app's. Kept free of the DOM
 * so the build and the page read the same names.
 */

/** The path the markup was rendered for ('/investor/goals'). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * Dispatched on document by mountApp once React has the page and the screen shows what the
 * device holds (hydrated and live, or rendered afresh). Work that must not compete with the
 * start (page-settled.ts) waits for it; so do the end-to-end tests.
 */
export const PAGE_LIVE_EVENT = 'traguardo:page-live';

/**
 * True when #root holds the markup the build rendered for this very path. The markup is a
 * route's shell, the same whatever the query and the day, so only the path counts: the
 * service worker's offline fallback, the 404 and a route with a parameter arrive with the
 * empty shell page and are rendered afresh.
 */
export function canHydrate(prerenderedPath: string | null, pathname: string): boolean {
  return prerenderedPath !== null && prerenderedPath === pathname;
}
