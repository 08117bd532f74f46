/**
 * The names the pre-paint script (packages/ui/public/theme-init.js), the shared stylesheet
 * (packages/ui/src/theme.css) and applyStoredState share, so that a visitor with state kept
 * on the device never sees the build's sample content before their own: the script marks
 * <html> when this app has stored state, the stylesheet keeps a prerendered #root invisible
 * (its space kept) while marked, and the mark goes once the stored state is on the page.
 * The script and the stylesheet cannot import TypeScript: the script receives these through
 * data attributes (vite-plugins/theme-init.ts); the stylesheet's selector repeats the name.
 */

/** Put on <html> by the pre-paint script while the stored state is still to be applied. */
export const STORED_STATE_ATTRIBUTE = 'data-stored-state';

/** Where the key of every store of an app starts: 'traguardo:investor:'. */
export function appStorageKeyPrefix<const App extends string>(app: App): `traguardo:${App}:` {
  return `traguardo:${app}:`;
}

/** Part of every backup key (a bad stored value kept aside), which shows nothing on a page. */
export const BACKUP_KEY_INFIX = ':backup:';

/** Shows the page: the state kept on the device is applied (or there is nothing to hydrate). */
export function revealStoredState(): void {
  if (typeof document !== 'undefined') {
    document.documentElement.removeAttribute(STORED_STATE_ATTRIBUTE);
  }
}
