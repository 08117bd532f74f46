// "After the first paint" for the page's own code: chart.js and the app itself wait for it, so
// the content the build rendered into the HTML is on screen before any of their work starts.

let painted = false;

/** How long a page without frames waits for a paint before going on. */
const FALLBACK_MS = 1000;

/** True once the page has painted its first content (later waits resolve at once). */
export function hasPainted(): boolean {
  return painted;
}

/**
 * Calls `done` in a task of its own after the page's first contentful paint and returns a
 * cancel function. Where there is nothing to paint yet (an empty #root) or the Paint Timing
 * API is missing, the next frame stands in for it; a page that never gets a frame (a tab
 * opened in the background) goes on after `FALLBACK_MS`.
 */
export function afterFirstPaint(done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let cleanup = () => {};
  const finish = () => {
    cleanup();
    clearTimeout(fallback);
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      painted = true;
      done();
    });
  };
  if (painted) {
    finish();
  } else if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint') &&
    document.getElementById('root')?.hasChildNodes() === true
  ) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    observer.observe({ type: 'paint', buffered: true });
    cleanup = () => observer.disconnect();
  } else {
    const frame = requestAnimationFrame(finish);
    cleanup = () => cancelAnimationFrame(frame);
  }
  if (timer === undefined) fallback = setTimeout(finish, FALLBACK_MS);
  return () => {
    cleanup();
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

/** afterFirstPaint as a promise, for an app's entry point. */
export function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterFirstPaint(resolve);
  });
}
