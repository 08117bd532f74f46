/**
 * The marks the build puts on an app's #root when it renders a route's HTML into it
 * (vite-plugins/prerender.ts), and the one rule that decides, in the browser, whether
 * React may hydrate that markup or must render afresh over it. Kept free of the DOM so
 * the build and the page read the same names.
 */

/** The path the markup was rendered for ('/investor/goals'). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * Set only when the route's markup depends on the clock (the build renders it on three
 * clocks to find out): the build machine's local date, yyyy-mm-dd, when it depends on the
 * date; NEVER_HYDRATED when it depends on the time of day (a time shown, a random id).
 */
export const PRERENDERED_DATE_ATTRIBUTE = 'data-prerendered-date';

export const NEVER_HYDRATED = 'mai';

/**
 * Put on <html> by the pre-paint script (packages/ui/public/theme-init.js) when the address
 * has a query that changes what the screen shows (a filter: anything but ?role=, which only
 * carries the app's own role from the landing page). The build's markup is then another
 * page's: the stylesheet keeps it out of sight, its space kept, until mountApp's own render
 * is on the page (theme.css repeats the name in its selector).
 */
export const RENDERED_AFRESH_ATTRIBUTE = 'data-rendered-afresh';

/**
 * Dispatched on document by mountApp once React has the page (hydrated, or rendered afresh)
 * and the state kept on the device is applied. Until then the pre-paint script holds every
 * click on a button or choice of the prerendered markup, which has no handler yet and would
 * lose it, and notes what is typed into its fields: on this event it clicks again, and hands
 * the text over to React as input events.
 */
export const PAGE_LIVE_EVENT = 'traguardo:page-live';

export type PrerenderMarks = { path: string | null; date: string | null };

/**
 * True when the page shows exactly what the markup was rendered for: the same path, no
 * query (filters, ?role=, ?piano= change what a screen shows) and, for a screen that
 * depends on the date, the same day. The service worker's offline fallback, the 404 and a
 * route with a parameter all arrive with another route's markup and are rendered afresh.
 */
export function canHydrate(
  marks: PrerenderMarks,
  page: { pathname: string; search: string },
  today: string,
): boolean {
  if (marks.path === null || marks.path !== page.pathname || page.search !== '') return false;
  return marks.date === null || marks.date === today;
}
