import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared';

// Node: pure functions, nothing here renders.
export default defineConfig({
  test: { ...sharedTestOptions, environment: 'node' },
});
