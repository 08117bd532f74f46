import { PAGE_LIVE_EVENT } from './prerendered-page';

// Work the page can do later waits for its own start. An export's worker waits until the
// page has loaded, has had a few seconds to start, and has an idle moment, so that it never
// competes with the screen's own modules, hydration and first charts for the network or the
// processor: it runs in a thread of its own, but a phone has two to four cores (README,
// Performance). The service worker's registration waits only until React has the page and
// an idle moment (whenPageLive): until the worker has stored the app, a screen not yet
// visited cannot open offline, so every second of a short first visit counts; hydration is
// over by then, which is what the install must not compete with.

/** How long the page's own start is given, from its load event, before the work begins. */
export const START_GRACE_MS = 5_000;
/** Then, how long the work waits for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser has no requestIdleCallback (Safari): the delay after the grace. */
const NO_IDLE_CALLBACK_DELAY_MS = 500;

/** Runs `work` at the page's next idle moment; answers a cancel function. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

/**
 * Runs `work` at the first idle moment once React has the page (mountApp's PAGE_LIVE_EVENT:
 * hydrated or rendered afresh, the stored state applied), or once the page has settled
 * (whenPageSettled) should that come first; answers a cancel function.
 */
export function whenPageLive(work: () => void): () => void {
  let cancelIdle = () => {};
  let cancelSettled = () => {};
  const once = () => {
    cancelIdle();
    cancelSettled();
    document.removeEventListener(PAGE_LIVE_EVENT, onLive);
    work();
  };
  const onLive = () => {
    cancelIdle = whenIdle(once);
  };
  document.addEventListener(PAGE_LIVE_EVENT, onLive, { once: true });
  cancelSettled = whenPageSettled(once);
  return () => {
    document.removeEventListener(PAGE_LIVE_EVENT, onLive);
    cancelIdle();
    cancelSettled();
  };
}

/**
 * Runs `work` once the page has loaded, a few seconds have passed and the page is idle;
 * answers a cancel function.
 */
export function whenPageSettled(work: () => void): () => void {
  let cancelWait = () => {};
  const onceIdle = () => {
    cancelWait = whenIdle(work);
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

/** What a person does to the page first: any of these, in the capture phase. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `work` when the person first acts on the page (a pointer pressed, a key) or once the
 * page has settled (whenPageSettled), whichever comes first; answers a cancel function. For
 * work that serves what a person does (say, keeping figures ready for a write they make): it
 * never competes with the screen's first content, and is there before the first click lands.
 */
export function whenInputOrSettled(work: () => void): () => void {
  let cancelSettled = () => {};
  const stop = () => {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, once, true);
    cancelSettled();
  };
  function once() {
    stop();
    work();
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, once, true);
  cancelSettled = whenPageSettled(once);
  return stop;
}
