import { objectStore, type ObjectStore } from './object-store';

/**
 * Where a bad stored value goes when localStorage has no room for its copy: an IndexedDB
 * database of its own, under the same `<name>:backup:<time>` keys a copy in localStorage
 * would have. Kept apart from the apps' own databases, so that clearing an app's files
 * never takes the copies with it.
 */
export const KEPT_ASIDE_DATABASE = { database: 'traguardo-kept-aside', store: 'copie' } as const;

let copies: ObjectStore | undefined;

function copiesStore(): ObjectStore {
  copies ??= objectStore(KEPT_ASIDE_DATABASE.database, KEPT_ASIDE_DATABASE.store);
  return copies;
}

/** Whether this browser has IndexedDB at all (not in a build's prerender, nor in old tests). */
export function hasKeptAsideDatabase(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * Keeps `raw` under `key` and, in the same transaction, removes the oldest copies under
 * `prefix` beyond `max`. Resolves, once stored, with how many were removed; rejects when
 * nothing was stored.
 */
export async function keepAsideInDatabase(
  key: string,
  raw: string,
  prefix: string,
  max: number,
): Promise<number> {
  const keys = await copiesStore().run('readwrite', (store) => {
    store.put(raw, key);
    // Keys end with an ISO time: in key order, the oldest come first.
    const request = store.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
    request.onsuccess = () => {
      for (const old of request.result.slice(0, Math.max(0, request.result.length - max))) {
        store.delete(old);
      }
    };
    return request;
  });
  return Math.max(0, keys.length - max);
}

/** Every copy kept under `prefix`, by key (for the user's own recovery, and tests). */
export async function keptAsideInDatabase(prefix: string): Promise<Record<string, string>> {
  const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  let values: IDBRequest<unknown[]> | undefined;
  const keys = await copiesStore().run('readonly', (store) => {
    values = store.getAll(range);
    return store.getAllKeys(range);
  });
  return Object.fromEntries(
    keys.map((key, index) => [String(key), String(values?.result[index] ?? '')]),
  );
}
