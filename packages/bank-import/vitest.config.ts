import { defineConfig } from 'vitest/config';

// Node: the reading side is pure (bytes in, typed rows out); TextDecoder and
// Uint8Array are Node's own, as in a worker.
export default defineConfig({
  // A ceiling for a shared, loaded machine, not a timing: the .xlsx cases run exceljs.
  test: { environment: 'node', testTimeout: 60_000 },
});
