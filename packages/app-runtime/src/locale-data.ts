/**
 * Starts a worker that formats a sample with each of the app's formatters, then ends. ICU
 * keeps the locale data it loads in caches the whole renderer process shares, so the page's
 * first formatter, mid-hydration, finds the it-IT data ready instead of loading it on the
 * main thread in one task). A browser without workers
 * (`new Worker` throws), or one that refuses this one, formats as before: the page loads
 * the data itself.
 */
export function warmLocaleData(): void {
  try {
    const worker = new Worker(new URL('./locale-data.worker.ts', import.meta.url), {
      type: 'module',
      name: 'dati-locali',
    });
    worker.onerror = (event) => event.preventDefault();
  } catch {
    // Nothing is lost: the first formatter loads the data on the main thread.
  }
}
