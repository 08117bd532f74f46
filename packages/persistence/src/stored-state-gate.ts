import { revealStoredState } from './stored-state-mark';

/**
 * When a page arrives with its HTML already rendered at build time (from the sample data),
 * React hydrates that markup and the first client render must produce the same tree: the
 * state kept on the device may only be applied once hydration is over. Stores created
 * before then wait here; `applyStoredState()` (called by the app's mount, right after
 * hydration, or before the first render when there is nothing to hydrate) loads them all,
 * and stores created after it load at once, as they always did.
 *
 * A page is waited for only when its #root already holds markup: in tests, the dev server
 * and the SSR render itself nothing waits.
 *
 * While it waits, a visitor with stored state sees nothing of #root (see stored-state-mark.ts):
 * `applyStoredState()` shows it again in the same task as the stored state's render.
 */
let waiting: Array<() => void> | undefined =
  typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes() === true
    ? []
    : undefined;

/** Runs `load` now, or after `applyStoredState()` while a prerendered page is hydrated. */
export function whenStoredStateMayLoad(load: () => void): void {
  if (waiting === undefined) load();
  else waiting.push(load);
}

/**
 * Loads every store that waited, in the order they were created (later stores load at
 * once), then shows the page: React renders the loaded state before the browser paints
 * again, so the sample content is never seen. The page is shown even if a store throws.
 */
export function applyStoredState(): void {
  const pending = waiting;
  waiting = undefined;
  try {
    for (const load of pending ?? []) load();
  } finally {
    revealStoredState();
  }
}
