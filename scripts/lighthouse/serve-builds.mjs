// Starts scripts/serve.mjs on its own port for the benchmark and stops it afterwards.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url));

/**
 * Resolves with a `stop()` once the server has printed its address (so the port is ours).
 * `baseline` also serves bench/baseline's build at /bench-baseline/.
 */
export async function serveBuilds({ port, distDir, baseline = false }) {
  const child = spawn(process.execPath, [serveScript], {
    env: {
      ...process.env,
      PORT: String(port),
      DIST_DIR: distDir,
      BENCH_BASELINE: baseline ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(`localhost:${port}`)) resolve();
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`serve.mjs è uscito (${code}) prima di partire`)));
  });
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
