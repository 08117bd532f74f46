import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared';

// Node: a workbook's bytes in, its rows as text out; nothing here renders.
export default defineConfig({
  // A ceiling for a shared, loaded machine, not a timing: every case runs exceljs.
  test: { ...sharedTestOptions, environment: 'node', testTimeout: 60_000 },
});
