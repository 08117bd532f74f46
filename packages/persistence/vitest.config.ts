import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared';

// jsdom for localStorage and the 'storage' event; nothing here renders.
export default defineConfig({
  test: { ...sharedTestOptions, environment: 'jsdom' },
});
