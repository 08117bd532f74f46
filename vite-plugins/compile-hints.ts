import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a script
 * or module that opens with it has every function compiled eagerly, when it is parsed (for a
 * file Chromium streams, on a background thread while it downloads), instead of lazily on the
 * main thread the first time each function runs. Hydration runs nearly every function of
 * React DOM, the router and the screen at once, so without it the page, already painted,
 * stays blocked while they compile (issue 20). Must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Opens every JavaScript chunk of an app's build with the compile hint. Each of them is code
 * a page runs on load or on a user's action; the heavy tools (charts, PDF, CSV, Monte Carlo)
 * are workers, built apart and left lazy. Runs after Vite's own generateBundle hooks, which
 * put code (the preload map) at the top of a chunk.
 */
export function compileHints(): Plugin {
  return {
    name: 'traguardo:compile-hints',
    // Not for the prerender's server build, which Node runs and never serves.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) {
            file.code = COMPILE_HINT + file.code;
          }
        }
      },
    },
  };
}
