import { defineConfig } from 'vitest/config';

// Node: the reading side is pure (bytes in, typed rows out); TextDecoder and
// Uint8Array are Node's own, as in a worker.
export default defineConfig({
  test: { environment: 'node' },
});
