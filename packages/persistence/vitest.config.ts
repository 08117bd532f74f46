import { defineConfig } from 'vitest/config';

// jsdom for localStorage and the 'storage' event; nothing here renders.
export default defineConfig({
  test: { environment: 'jsdom' },
});
