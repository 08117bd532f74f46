/**
 * One object store of an IndexedDB database, reached through a connection that gives way to
 * other tabs: on `versionchange` (another tab deletes or upgrades the database) it closes at
 * once, so that change is never blocked, and the next use opens it again (recreating the
 * store when the database is gone). Every operation settles with its transaction: it
 * resolves only once the transaction has completed (the data is stored) and rejects when
 * the transaction fails or aborts.
 */
export type ObjectStore = {
  /** Runs `work` in one transaction and answers its request's result after `complete`. */
  run: <R>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<R>) => Promise<R>;
  /** Closes the connection now (it reopens on next use). */
  close: () => void;
};

function requestResult<T>(request: IDBOpenDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new DOMException('Apertura non riuscita'));
  });
}

export function objectStore(database: string, storeName: string): ObjectStore {
  let connection: Promise<IDBDatabase> | undefined;

  /** Opens `version` (the current one when undefined), creating the store if it is missing. */
  async function openAt(version?: number): Promise<IDBDatabase> {
    const request = indexedDB.open(database, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(storeName)) {
        request.result.createObjectStore(storeName);
      }
    };
    const db = await requestResult<IDBDatabase>(request);
    if (!db.objectStoreNames.contains(storeName)) {
      // Another tab upgraded the database without this store: add it in a new version.
      const next = db.version + 1;
      db.close();
      return openAt(next);
    }
    return db;
  }

  function open(): Promise<IDBDatabase> {
    const opening = openAt().then((db) => {
      const forget = () => {
        if (connection === opening) connection = undefined;
      };
      db.onversionchange = () => {
        db.close();
        forget();
      };
      // The browser closed it (storage cleared, disk error): open again next time.
      db.onclose = forget;
      return db;
    });
    opening.catch(() => {
      if (connection === opening) connection = undefined;
    });
    connection = opening;
    return opening;
  }

  async function transaction(mode: IDBTransactionMode): Promise<IDBTransaction> {
    const db = await (connection ?? open());
    try {
      return db.transaction(storeName, mode);
    } catch {
      // Closed between opening and now (a versionchange): once more on a new connection.
      connection = undefined;
      return (await open()).transaction(storeName, mode);
    }
  }

  return {
    run: async (mode, work) => {
      const tx = await transaction(mode);
      return new Promise((resolve, reject) => {
        const request = work(tx.objectStore(storeName));
        tx.oncomplete = () => resolve(request.result);
        const fail = () =>
          reject(
            tx.error ?? request.error ?? new DOMException('Transazione annullata', 'AbortError'),
          );
        tx.onabort = fail;
        tx.onerror = fail;
      });
    },
    close: () => {
      const current = connection;
      connection = undefined;
      void current?.then(
        (db) => db.close(),
        () => {},
      );
    },
  };
}
