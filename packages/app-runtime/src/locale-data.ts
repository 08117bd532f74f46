import { connectWorker } from './worker-rpc';

/**
 * The warm-up worker's API: `warm` formats a sample with each of the app's formatters and
 * sorts two names.
 */
export type LocaleDataWorker = {
  warm: () => void;
};

/**
 * Starts a worker that formats a sample with each of the app's formatters and sorts two names,
 * then ends it. ICU keeps the locale data it loads in caches the whole renderer process
 * shares, so the page's first formatter, mid-hydration, and its first sort by name find the
 * it-IT data ready instead of loading it on the main thread in one task. A browser without
 * workers, or one that refuses this one, formats as before: the page loads the data itself.
 */
export function warmLocaleData(): void {
  const worker = connectWorker<LocaleDataWorker>(
    () =>
      new Worker(new URL('./locale-data.worker.ts', import.meta.url), {
        type: 'module',
        name: 'dati-locali',
      }),
  );
  // Nothing is lost where it fails: the first formatter loads the data on the main thread.
  void worker.call('warm').then(worker.close, worker.close);
}
