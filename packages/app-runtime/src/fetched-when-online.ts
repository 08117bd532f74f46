import { useSyncExternalStore } from 'react';

/** Code fetched on first use, shared by everything that uses it (see fetchedWhenOnline). */
export type FetchedWhenOnline<T> = {
  /** Starts the fetch on the first subscription; tells `listener` once the code is there. */
  subscribe: (listener: () => void) => () => void;
  /** The code once fetched; undefined until then. */
  current: () => T | undefined;
};

/**
 * Code fetched the first time something needs it (`load`, a dynamic import). Where the fetch
 * fails (offline, a new deployment), what waits for it keeps waiting, with no error, and the
 * code is fetched again when the browser is back online; a new failure waits for the next time.
 */
export function fetchedWhenOnline<T>(load: () => Promise<T>): FetchedWhenOnline<T> {
  let code: T | undefined;
  let started = false;
  const listeners = new Set<() => void>();
  const fetchNow = () => {
    load().then(
      (loaded) => {
        code = loaded;
        for (const listener of listeners) listener();
      },
      () => window.addEventListener('online', fetchNow, { once: true }),
    );
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        fetchNow();
      }
      return () => listeners.delete(listener);
    },
    current: () => code,
  };
}

/** The code of `fetched` once it is there (the component re-renders then); undefined until. */
export function useFetchedWhenOnline<T>(fetched: FetchedWhenOnline<T>): T | undefined {
  return useSyncExternalStore(fetched.subscribe, fetched.current, () => undefined);
}
