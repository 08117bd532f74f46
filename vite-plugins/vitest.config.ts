import { defineConfig } from 'vitest/config';

// The build plugins' unit tests: every vite-plugins/*.test.ts, run in Node as Vite runs them.
export default defineConfig({
  test: {
    include: ['*.test.ts'],
    environment: 'node',
  },
});
