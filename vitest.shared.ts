/**
 * What the shared packages' Vitest configs have in common (packages/*, vite-plugins).
 *
 * `isolate: false`: a worker runs its test files one after another in one environment and
 * one module graph, instead of a fresh jsdom and a fresh import of every module per file,
 * which cost these packages ten times what their tests do (`vitest run` against
 * `vitest run --no-isolate`, docs/performance.md). It holds because a test sets up what it
 * reads: no file relies on a global another file may have set (a test that needs IndexedDB
 * absent removes it itself). The apps keep isolation: their screens share module-level
 * connections (the ledgers a page opens) that a file closes only at its end.
 */
export const sharedTestOptions = { isolate: false } as const;
