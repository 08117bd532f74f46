// IndexedDB for the client book's tests in Node: every test starts from an empty, in-memory
// IndexedDB of its own, so no test sees another's databases.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { beforeEach } from 'vitest';

beforeEach(() => {
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  Dexie.dependencies.indexedDB = factory;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
});
