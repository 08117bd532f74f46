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

/** Loads every store that waited, in the order they were created; later stores load at once. */
export function applyStoredState(): void {
  const pending = waiting;
  waiting = undefined;
  for (const load of pending ?? []) load();
}
