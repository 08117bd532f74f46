import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { type Rolldown } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { sharedTestOptions } from './vitest.shared';
import { compileHints } from './vite-plugins/compile-hints';
import { precompress } from './vite-plugins/precompress';
import { prerender } from './vite-plugins/prerender';
import { pwa, type PwaOptions } from './vite-plugins/pwa';
import { routePages } from './vite-plugins/route-pages';
import { sharedHead } from './vite-plugins/shared-head';
import { paintWhenRead } from './vite-plugins/paint-when-read';
import { prePaintTheme } from './vite-plugins/pre-paint-theme';

type AppConfigOptions = {
  /** Public path the app is served under, with trailing slash ('/', '/investor/'). */
  base: string;
  /** Dev server port; the landing dev server proxies the other two. */
  port: number;
  proxy?: Record<string, string>;
  /** Installable and offline (manifest + service worker); the landing page has none. */
  pwa?: PwaOptions;
  /** The app's own chunk groups, after the shared ones (each app's first load differs). */
  chunkGroups?: Rolldown.CodeSplittingGroup[];
};

// One favicon and robots file for all three apps; Vite copies it into each dist,
// so every build stays deployable on its own.
const sharedPublicDir = fileURLToPath(new URL('./packages/ui/public', import.meta.url));

// The test setup every app shares (jsdom's gaps, the chart mock, cleanup after each test).
// A setup file of its own, not an import of the app's: Vitest runs setup files again for
// every test file, while a module they import runs once per worker, and its hooks with it.
const sharedTestSetup = fileURLToPath(
  new URL('./packages/ui/src/testing/setup.ts', import.meta.url),
);

export function defineAppConfig({
  base,
  port,
  proxy = {},
  pwa: pwaOptions,
  chunkGroups = [],
}: AppConfigOptions): ViteUserConfig {
  return defineConfig({
    base,
    publicDir: sharedPublicDir,
    plugins: [
      react(),
      tailwindcss(),
      sharedHead(),
      // Both first in <head>, before the entry module, the theme's script first of all: the
      // later plugin's tags are put before the earlier one's.
      paintWhenRead(),
      prePaintTheme(),
      routePages(),
      // After routePages (same hook, later in the list): it fills the files that one writes.
      prerender(),
      compileHints(),
      precompress(),
      pwaOptions === undefined ? [] : pwa(pwaOptions),
    ],
    server: {
      port,
      strictPort: true,
      proxy: Object.fromEntries(
        Object.entries(proxy).map(([path, target]) => [path, { target, ws: true }]),
      ),
    },
    preview: { port },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // No polyfill in the entry: a browser without modulepreload only loses the head start.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The shared packages' modules that two or more chunks use go into one chunk (about
          // 20 KB gzip), not one chunk each: a screen loaded 14–18 modules, a third of them
          // under 1 KB, and every request costs the main thread a task's worth of work (4×
          // slowed). The entry's own modules stay in the entry, so nothing more is fetched
          // before the first paint. The group takes a module's dependencies with it, so the
          // confirmation dialog (and Headless UI's Dialog under it), which only some screens
          // open, stays out: in the group it put some 17 KB gzip into every first load.
          codeSplitting: {
            groups: [
              { name: 'entry-deps', tags: ['$initial'], priority: 5 },
              {
                name: 'shared',
                // Nor what only on-demand features use: the investment positions and their tax
                // engine (isin, position*, portfolio*, tax-*: the own profile's Investi and Altro),
                // the client CSV and its import (clients-csv*, clients-file, client-import-plan:
                // "Esporta", "Importa clienti"), which would bring papaparse into every first load;
                // nor the words of the question about an investment account's opening balance,
                // which only its notice shows (opening-balance-review-text), nor those of a
                // workbook under a password, which only the imports say (protected-workbook).
                test: /packages[\\/](ui|app-runtime|chart-drawing|domain|persistence)[\\/]src[\\/](?!dialog\.tsx|isin\.ts|positions?[-.]|portfolio[-.]|tax-|clients-csv|clients-file|client-import-plan|opening-balance-review-text|protected-workbook)/,
                minShareCount: 2,
                priority: 3,
              },
              ...chunkGroups,
            ],
          },
        },
      },
    },
    test: {
      ...sharedTestOptions,
      environment: 'jsdom',
      css: false,
      setupFiles: [sharedTestSetup, './src/testing/setup.ts'],
      // Ceilings, not measurements: lazy routes compile on first use on a busy 2-core machine.
      testTimeout: 20_000,
    },
  });
}
