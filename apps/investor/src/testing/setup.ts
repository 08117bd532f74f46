import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { type StoreApi } from 'zustand';
import { LEDGER_PROFILES } from '@traguardo/ledger/profiles';
import { storageNotices } from '@traguardo/persistence/storage-notices';
import { closeLedgers, ledgerOf } from '../ledger/ledger-connection';
import { useAccountsStore } from '../stores/accounts-store';
import { useChatStore } from '../stores/chat-store';
import { useDocumentsStore } from '../stores/documents-store';
import { useGoalsStore } from '../stores/goals-store';
import { usePlanStore } from '../stores/plan-store';
import { useProfileStore } from '../stores/profile-store';

// Lazy screens load on first render; give findBy queries room on a loaded machine.
configure({ asyncUtilTimeout: 15_000 });

// Every store of the app, each profile's of the stores kept per profile.
const stores: StoreApi<unknown>[] = [
  useProfileStore,
  useGoalsStore,
  useAccountsStore,
  ...LEDGER_PROFILES.flatMap((profile) => [
    usePlanStore.of(profile),
    useChatStore.of(profile),
    useDocumentsStore.of(profile),
  ]),
];

// A worker runs its test files in one module graph (vitest.shared.ts). Every test file
// starts on a device no other file touched, as a fresh page would give it: after a file,
// once the ledgers it left open have finished what they were writing (a test may end before
// a write it started), the page's ledgers are closed and IndexedDB is a new, empty one.
afterAll(async () => {
  for (const profile of LEDGER_PROFILES) {
    const db = ledgerOf(profile);
    // Waits behind every write already started on these tables.
    if (db.isOpen()) await db.transaction('r', db.tables, () => undefined).catch(() => undefined);
  }
  closeLedgers();
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  Dexie.dependencies.indexedDB = factory;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
});

// Every test starts from the stores' initial state (the demo profile open), which they
// persist to an empty localStorage.
beforeEach(() => {
  for (const store of stores) store.setState(store.getInitialState(), true);
  localStorage.clear();
  storageNotices.clear();
});

// What a test changed of the page's globals ends with it: real timers, no stubbed global,
// no spy left in place.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
