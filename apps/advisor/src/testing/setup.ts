import '@traguardo/ui/testing/setup';
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { storageNotices } from '@traguardo/persistence/storage-notices';
import { resetDemoData } from '../stores/reset-demo-data';

// Lazy screens load on first render; give findBy queries room on a loaded machine.
configure({ asyncUtilTimeout: 15_000 });

// The stores persist to localStorage: every test starts from fresh stores on an empty device.
beforeEach(() => {
  resetDemoData();
  localStorage.clear();
  storageNotices.clear();
});
