import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

// The build plugins' unit tests: every vite-plugins/*.test.ts, run in Node as Vite runs them.
export default defineConfig({
  test: {
    ...sharedTestOptions,
    include: ['*.test.ts'],
    environment: 'node',
    // A ceiling for a shared, loaded machine, not a timing: some tests run Vite or Workbox.
    testTimeout: 120_000,
  },
});
