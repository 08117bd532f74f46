import { useCallback, useEffect, useRef } from 'react';
import { whenPageSettled } from './page-settled';

/** Something costly to start (a worker and what it was handed) that can be ended. */
export interface Closable {
  close(): void;
}

const closeOpened = (resource: Promise<Closable> | null) =>
  void resource?.then(
    (opened) => opened.close(),
    () => undefined,
  );

/**
 * A resource a screen may need on a click (an export's worker), opened once the page has
 * loaded and is idle, so the click does not pay for starting it. `use()` answers it, opening
 * it now if that moment has not come; `discard()` ends it after a failure, so the next
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
    const cancel = whenPageSettled(() => void use().catch(discard));
    return () => {
      cancel();
      discard();
    };
  }, [use, discard]);

  return { use, discard };
}
