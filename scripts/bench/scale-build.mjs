// The three apps built with the advisor's client list scaled up, shared by bench:scale and
// bench:exports so both measure the same build.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command in the repository root, its output on this terminal. */
export function run(command, args, env = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Where the build with `size` generated clients goes. */
export function scaleDistDir(size) {
  return `dist-scale-${size}`;
}

/** Builds every app into dist-scale-<size>, the advisor with TRAGUARDO_SCALE_CLIENTS=<size>. */
export function buildScaleApps(size) {
  for (const app of ['landing', 'investor', 'advisor']) {
    run(
      'pnpm',
      ['--filter', `@traguardo/${app}`, 'exec', 'vite', 'build', '--outDir', scaleDistDir(size)],
      app === 'advisor' ? { TRAGUARDO_SCALE_CLIENTS: String(size) } : {},
    );
  }
}
