/**
 * What the shared packages' Vitest configs have in common (packages/*, vite-plugins).
 *
 * `isolate: false`: a worker runs its test files one after another in one environment and
 * one module graph, instead of a fresh jsdom and a fresh import of every module per file,
 * which cost these packages ten times what their tests do (`vitest run` against
 * `vitest run --no-isolate`, docs/performance.md). It holds because a test sets up what it
 * reads: no file relies on a global another file may have set (a test that needs IndexedDB
 * absent removes it itself). The apps keep isolation: their files rely on fresh module
 * state (stores, the ledgers a page opens, pending timers) that no file resets, and a screen's
 * tests time out after another file has run in the same worker.
 */
export const sharedTestOptions = { isolate: false } as const;
