import 'fake-indexeddb/auto';
import '@traguardo/ui/testing/setup';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { storageNotices } from '@traguardo/persistence/storage-notices';
import { closeBooks } from '../data/book-connection';
import { useBookStore } from '../stores/book-store';
import { resetAllStores } from '../stores/reset-demo-data';

// Lazy screens load on first render; give findBy queries room on a loaded machine.
configure({ asyncUtilTimeout: 15_000 });

// The stores persist to localStorage, the books to IndexedDB: every test starts from fresh
// stores on an empty device.
beforeEach(() => {
  closeBooks();
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  Dexie.dependencies.indexedDB = factory;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  resetAllStores();
  useBookStore.getState().openBook('demo');
  localStorage.clear();
  storageNotices.clear();
});
