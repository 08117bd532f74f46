// Starts the one-origin server on its own port for a benchmark and stops it afterwards:
// scripts/serve.mjs, or with `baseline` this folder's serve-with-baseline.mjs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url));
const baselineScript = fileURLToPath(new URL('./serve-with-baseline.mjs', import.meta.url));

/**
 * Resolves with a `stop()` once the server has printed its address (so the port is ours).
 * `baseline` also serves bench/baseline's build at /bench-baseline/.
 */
export async function serveBuilds({ port, distDir, baseline = false }) {
  const child = spawn(process.execPath, [baseline ? baselineScript : serveScript], {
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(`localhost:${port}`)) resolve();
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`il server è uscito (${code}) prima di partire`)));
  });
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
