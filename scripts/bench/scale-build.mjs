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

/** The advisor's scale build config: its own, with `size` generated clients. */
export const SCALE_CONFIG = `${root}bench/scale/vite.config.ts`;

/** `vite build` arguments and environment for one app of the scale build of `size` clients. */
export function scaleBuildOf(app, size) {
  const args = ['--filter', `@traguardo/${app}`, 'exec', 'vite', 'build', '--outDir'];
  args.push(scaleDistDir(size));
  if (app !== 'advisor') return { args, env: {} };
  return {
    args: [...args, '--config', SCALE_CONFIG],
    env: { BENCH_SCALE_CLIENTS: String(size) },
  };
}

/** Builds every app into dist-scale-<size>, the advisor with <size> generated clients. */
export function buildScaleApps(size) {
  for (const app of ['landing', 'investor', 'advisor']) {
    const { args, env } = scaleBuildOf(app, size);
    run('pnpm', args, env);
  }
}
