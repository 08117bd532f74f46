import { useCallback, useEffect, useRef } from 'react';

/** Something costly to start (a worker and what it was handed) that can be ended. */
export interface Closable {
  close(): void;
}

/** How long an idle start may wait for an idle moment before it starts anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser has no requestIdleCallback (Safari): start after this delay. */
const NO_IDLE_CALLBACK_DELAY_MS = 500;

/** Runs `work` once the page is idle; answers a function that cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

const closeOpened = (resource: Promise<Closable> | null) =>
  void resource?.then(
    (opened) => opened.close(),
    () => undefined,
  );

/**
 * A resource a screen may need on a click (an export's worker), opened as soon as the
 * page is idle so the click does not pay for starting it. `use()` answers it, opening it
 * now if the idle moment has not come; `discard()` ends it after a failure, so the next
 * `use()` opens a new one. It is closed when the component unmounts or `open` changes.
 */
export function useIdleResource<Resource extends Closable>(open: () => Promise<Resource>) {
  const resource = useRef<Promise<Resource> | null>(null);
  const use = useCallback(() => (resource.current ??= open()), [open]);
  const discard = useCallback(() => {
    closeOpened(resource.current);
    resource.current = null;
  }, []);

  useEffect(() => {
    // Where it cannot open (no Worker in an old browser or a test's DOM), the click says so.
    const cancel = whenIdle(() => void use().catch(discard));
    return () => {
      cancel();
      discard();
    };
  }, [use, discard]);

  return { use, discard };
}
