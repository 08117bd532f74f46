import { useSyncExternalStore } from 'react';
import type * as WorkboxWindow from 'workbox-window';
import type { Workbox } from 'workbox-window';
import { whenPageLive } from './page-settled';

// Registers the app's service worker (generated at build time by vite-plugins/pwa.ts) and
// tells the page when a new version is installed and waiting. The waiting worker takes
// over only when the person presses Aggiorna: never under their feet.

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

/**
 * workbox-window, fetched on demand. Offline before it was ever fetched (a first visit cut
 * short), the import fails: it is asked again once the browser is back online, never thrown
 * at the page.
 */
async function loadWorkbox(): Promise<typeof WorkboxWindow> {
  for (;;) {
    try {
      return await import('workbox-window');
    } catch {
      await new Promise<void>((resolve) => {
        window.addEventListener('online', () => resolve(), { once: true });
      });
    }
  }
}

async function register(baseUrl: string): Promise<void> {
  // The install (it fetches and stores the whole app, every screen's code included) runs in
  // the worker's own thread; until it has, a screen not visited yet cannot open offline. So
  // the page asks as soon as React has it and it is idle, not seconds later; not before
  // either, when the install's fetching and storing would slow the hydration.
  await new Promise<void>((resolve) => whenPageLive(resolve));
  // Asking is not free either: the browser sets its service worker container up then.
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await loadWorkbox();
  const registration = new Workbox(`${baseUrl}sw.js`, { scope: baseUrl });
  // Also fired on load when a worker was already waiting from an earlier visit.
  registration.addEventListener('waiting', () => setUpdateWaiting(true));
  workbox = registration;
  // A refused registration (no service workers in this browser profile) leaves the app
  // online-only, as it was before: nothing for the person to do.
  await registration.register().catch(() => undefined);
  // A tab left open for days still learns about a new deployment when it comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

let registering: Promise<void> | undefined;

/**
 * Call once from the app's entry, in production builds only: `baseUrl` is '/investor/'.
 * It registers once React has the page and it is idle; workbox-window is loaded then, on
 * demand, so it stays out of the first page's bundle.
 */
export function registerServiceWorker(baseUrl: string): Promise<void> {
  return (registering ??= register(baseUrl));
}

/** Lets the waiting version take over, then reloads the page into it. */
export function applyUpdate(): void {
  if (workbox === undefined) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version is installed and waits for the person's Aggiorna. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting,
    () => false,
  );
}
