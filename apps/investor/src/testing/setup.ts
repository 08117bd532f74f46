import 'fake-indexeddb/auto';
import '@traguardo/ui/testing/setup';
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { storageNotices } from '@traguardo/persistence/storage-notices';

// Lazy screens load on first render; give findBy queries room on a loaded machine.
configure({ asyncUtilTimeout: 15_000 });

// The stores persist to localStorage: every test starts from an empty device.
beforeEach(() => {
  localStorage.clear();
  storageNotices.clear();
});
