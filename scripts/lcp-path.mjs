// pnpm lcp:path <route> [...routes] (e.g. pnpm lcp:path /investor/ /bench-baseline/): why
// Lighthouse's LCP is what it is. Serves the builds (`pnpm build` first; DIST_DIR=<folder>
// for another one), runs one Lighthouse navigation per route with its mobile settings, and
// prints what Lighthouse's simulation (Lantern) counts for LCP: each request and main-thread
// task of the graph with its simulated start and end, in the order they end. The last lines
// are the critical path: a request in the last round is a round trip the route's content
// waits for, and a large download there is bytes it waits for. A diagnosis, not a benchmark:
// one run; compare routes and builds with pnpm bench:lighthouse.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { chromeFlags } from './lighthouse/run-lighthouse.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';

const cli = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));
const port = Number(process.env.PORT ?? 4190);
const routes = process.argv.slice(2);
if (routes.length === 0) throw new Error('Uso: pnpm lcp:path <route> [...], es. /investor/');

/** Lighthouse's own artifacts of one navigation (trace, network log), in a folder of its own. */
function gather(url, dir) {
  const run = spawnSync(
    process.execPath,
    [cli, url, `-G=${dir}`, '--quiet', `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  if (run.status !== 0) throw new Error(`lighthouse ${url}: uscita ${run.status}`);
}

/** What a node of the graph is, in one line. */
function describe(node) {
  if (node.type === 'network') {
    const { url, priority, transferSize } = node.request;
    return `rete ${priority} ${(transferSize / 1024).toFixed(1)} KB ${new URL(url).pathname}`;
  }
  const names = new Set(
    node.childEvents
      .filter((event) =>
        ['Layout', 'Paint', 'ParseHTML', 'EvaluateScript', 'FunctionCall', 'TimerFire'].includes(
          event.name,
        ),
      )
      .map((event) => event.name),
  );
  return `task ${(node.duration / 1000).toFixed(1)} ms (non rallentato) ${[...names].join(' ')}`;
}

async function lcpGraph(dir) {
  const artifacts = await loadArtifacts(dir);
  const settings = { ...defaultSettings, ...artifacts.settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  return LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
}

const server = await serveBuilds({ port, distDir: process.env.DIST_DIR ?? 'dist', baseline: true });
const work = mkdtempSync(join(tmpdir(), 'lcp-path-'));
try {
  for (const route of routes) {
    const dir = join(work, route.replace(/\W+/g, '-'));
    gather(`http://localhost:${port}${route}`, dir);
    const lcp = await lcpGraph(dir);
    // Lantern's LCP is the mean of two graphs; the pessimistic one holds every node of both.
    const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
      (a, b) => a[1].endTime - b[1].endTime,
    );
    console.log(`\n${route}: LCP simulato ${Math.round(lcp.timing)} ms`);
    for (const [node, { startTime, endTime }] of timings) {
      const span = `${Math.round(startTime)}`.padStart(5) + ` → ${Math.round(endTime)}`.padEnd(8);
      console.log(`  ${span} ${describe(node)}`);
    }
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
