import { defineConfig } from 'vitest/config';

// Node: a workbook's bytes in, its rows as text out; nothing here renders.
export default defineConfig({
  // A ceiling for a shared, loaded machine, not a timing: every case runs exceljs.
  test: { environment: 'node', testTimeout: 60_000 },
});
