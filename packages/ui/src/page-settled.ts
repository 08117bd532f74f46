// Work the page can do later — a service worker's install, an export's worker — waits until
// the page has loaded and has an idle moment, so that it never competes with the screen's
// own modules and hydration for the network or the processor.

/** How long, once the page has loaded, the work waits for an idle moment before it runs. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser has no requestIdleCallback (Safari): the delay after the load event. */
const NO_IDLE_CALLBACK_DELAY_MS = 500;

/** Runs `work` once the page has loaded and then gone idle; answers a cancel function. */
export function whenPageSettled(work: () => void): () => void {
  let cancelIdle = () => {};
  const onceIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    onceIdle();
  } else {
    window.addEventListener('load', onceIdle, { once: true });
  }
  return () => {
    window.removeEventListener('load', onceIdle);
    cancelIdle();
  };
}
