import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { storageNotices } from '@traguardo/persistence/storage-notices';
import { closeBooks } from '../data/book-connection';
import { useBookStore } from '../stores/book-store';
import { resetAllStores } from '../stores/reset-demo-data';

// Lazy screens load on first render; give findBy queries room on a loaded machine.
configure({ asyncUtilTimeout: 15_000 });

// The stores persist to localStorage, the books to IndexedDB: every test starts from fresh
// stores on an empty device, whatever ran before it in this file or another (a worker runs
// its test files in one module graph, vitest.shared.ts).
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

// What a test changed of the page's globals ends with it: real timers, no stubbed global,
// no spy left in place (a silenced console.warn would stay silent in the next file).
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
