import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    environment: 'jsdom',
    // A ceiling for a shared, loaded machine, not a timing.
    testTimeout: 30_000,
  },
});
