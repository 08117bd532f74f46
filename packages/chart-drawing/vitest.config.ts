import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // A ceiling for a shared, loaded machine, not a timing.
    testTimeout: 30_000,
  },
});
