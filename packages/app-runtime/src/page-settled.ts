// Work the page can do later — a service worker's install, an export's worker — waits until
// the page has loaded, has had a few seconds to start, and has an idle moment, so that it
// never competes with the screen's own modules, hydration and first charts for the network
// or the processor. Either runs in a thread of its own, but a phone has two to four cores:
// the service worker's install (it fetches and stores the whole app) started at the first
// idle moment after the load event, which came mid-hydration, and slowed the page's own
// tasks (README, Performance).

/** How long the page's own start is given, from its load event, before the work begins. */
export const START_GRACE_MS = 5_000;
/** Then, how long the work waits for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser has no requestIdleCallback (Safari): the delay after the grace. */
const NO_IDLE_CALLBACK_DELAY_MS = 500;

/**
 * Runs `work` once the page has loaded, a few seconds have passed and the page is idle;
 * answers a cancel function.
 */
export function whenPageSettled(work: () => void): () => void {
  let cancelWait = () => {};
  const onceIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
      cancelWait = () => clearTimeout(handle);
    }
  };
  const onceLoaded = () => {
    const handle = setTimeout(onceIdle, START_GRACE_MS);
    cancelWait = () => clearTimeout(handle);
  };
  if (document.readyState === 'complete') {
    onceLoaded();
  } else {
    window.addEventListener('load', onceLoaded, { once: true });
  }
  return () => {
    window.removeEventListener('load', onceLoaded);
    cancelWait();
  };
}
