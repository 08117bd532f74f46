/**
 * What every package's and app's Vitest config has in common (packages/*, vite-plugins, and
 * the apps through vite.config.base.ts).
 *
 * `isolate: false`: a worker runs its test files one after another in one environment and
 * one module graph, instead of a fresh jsdom and a fresh import of every module per file,
 * which cost ten times what the tests do (`vitest run` against `vitest run --no-isolate`,
 * docs/performance.md). It holds because a test sets up what it reads: no file relies on a
 * global another file may have set (a test that needs IndexedDB absent removes it itself).
 * The apps' setup files give every test the stores' initial state and an empty
 * localStorage, every file a new IndexedDB with the page's ledgers or books closed, and end
 * a test's fake timers, stubbed globals and spies; the shared setup (ui's) is a setup file
 * of its own, since a module a setup file imports runs, and registers its hooks, once per
 * worker.
 */
export const sharedTestOptions = { isolate: false } as const;
