import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared';

// IndexedDB in Node through fake-indexeddb (src/testing/setup.ts); nothing here renders.
export default defineConfig({
  test: {
    ...sharedTestOptions,
    environment: 'node',
    setupFiles: ['./src/testing/setup.ts'],
    // A ceiling for a shared, loaded machine, not a timing.
    testTimeout: 30_000,
  },
});
