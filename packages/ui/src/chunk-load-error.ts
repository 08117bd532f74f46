// A screen's code arrives as its own chunk, fetched on the first visit to the screen. Two
// ordinary situations make that fetch fail, and neither is a bug to report: the device is
// offline and the chunk was never stored, or a new version was deployed since the page
// was opened and the old chunk is gone from the server. This module tells them apart.

/**
 * What each browser (and Vite's preload helper) says when a module or a stylesheet that
 * belongs to a dynamic import could not be fetched: Chromium, Firefox, Safari, Vite.
 */
const CHUNK_LOAD_MESSAGES = [
  'failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'importing a module script failed',
  'unable to preload css',
] as const;

/** Why a screen's code could not be loaded: no network, or a newer deployment. */
export type ChunkFailure = 'offline' | 'new-version';

/** True when `error` says a dynamically imported module (a chunk) could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const message = error.message.toLowerCase();
  return CHUNK_LOAD_MESSAGES.some((known) => message.includes(known));
}

/** The browser's own belief (`navigator.onLine`); the build's prerender (Node 20) has none. */
function browserOnline(): boolean {
  return navigator.onLine;
}

/**
 * Why loading a chunk failed, or undefined when `error` is no chunk-load failure. `online`
 * answers whether there is a network (asked only for a chunk-load failure): without one the
 * chunk may simply come later; with one, a chunk that does not load is one the server no
 * longer has.
 */
export function chunkFailure(
  error: unknown,
  online: () => boolean = browserOnline,
): ChunkFailure | undefined {
  if (!isChunkLoadError(error)) return undefined;
  return online() ? 'new-version' : 'offline';
}
