import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // A ceiling for a shared, loaded machine, not a timing: components render in ms.
    testTimeout: 30_000,
  },
});
