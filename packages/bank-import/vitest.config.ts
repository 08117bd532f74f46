import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared';

// Node: the reading side is pure (bytes in, typed rows out); TextDecoder and
// Uint8Array are Node's own, as in a worker.
export default defineConfig({
  // A ceiling for a shared, loaded machine, not a timing: the .xlsx cases run exceljs.
  test: { ...sharedTestOptions, environment: 'node', testTimeout: 60_000 },
});
