// pnpm bench:lighthouse (issues 11 and 20): builds and serves the three apps on one origin
// with a bare page of the same stack (bench/baseline), and runs Lighthouse (default mobile
// settings) LH_RUNS times on the baseline and on every route of vite-plugins/routes.json,
// taking them in turn within each round so that all share the machine's state of the
// moment. It prints the medians and each route's ratio to the baseline's (TBT, LCP,
// performance): an absolute figure moves from machine to machine, a ratio far less.
// Dashboard Vitali and Clienti are also measured with 10,000 generated clients (a build
// of the advisor made with bench/scale/vite.config.ts, as in pnpm bench:scale).
// A benchmark: it reports missed targets and exits 0. PORT (default 4180), LH_RUNS (default 3),
// LH_ROUTES (comma-separated paths, e.g. /investor/,/advisor/vitals) and LH_SCALE=0 (skip
// the 10,000-client build) narrow it down. LH_BEFORE=<dist folder name> also measures each
// route of an older build kept in that folder of each app (e.g. dist-before), in the same
// rounds: a change side by side with what it replaced.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './lighthouse/run-lighthouse.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';
import { markdownTable, missedTargets, summarize } from './lighthouse/summary.mjs';
import { scaleBuildOf, scaleDistDir } from './bench/scale-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4180);
const runs = Number(process.env.LH_RUNS ?? 3);
const reportDir = `${root}.lighthouse`;
const BASELINE = '/bench-baseline/';
const SCALE_CLIENTS = 10_000;
const SCALE_DIST = scaleDistDir(SCALE_CLIENTS);
// Dashboard Vitali and the client list (the advisor's home, /advisor/).
const SCALE_ROUTES = ['/advisor/vitals', '/advisor/'];

const allRoutes = JSON.parse(readFileSync(`${root}vite-plugins/routes.json`, 'utf8')).map(
  (r) => r.path,
);
const wanted = process.env.LH_ROUTES?.split(',').map((path) => path.trim());
const routes = wanted === undefined ? allRoutes : allRoutes.filter((p) => wanted.includes(p));
if (routes.length === 0) throw new Error(`LH_ROUTES non contiene route della tabella: ${wanted}`);
const beforeDist = process.env.LH_BEFORE;
const scaleRoutes =
  process.env.LH_SCALE === '0'
    ? []
    : SCALE_ROUTES.filter((p) => wanted === undefined || wanted.includes(p));

function pnpm(args, env = {}) {
  execFileSync('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

function build() {
  pnpm(['build', '--output-logs=errors-only']); // turbo, cached: what `pnpm start` serves
  pnpm(['--filter', '@traguardo/bench-baseline', 'build', '--logLevel', 'warn']);
  if (scaleRoutes.length === 0) return;
  for (const app of ['landing', 'investor', 'advisor']) {
    const { args, env } = scaleBuildOf(app, SCALE_CLIENTS);
    pnpm([...args, '-l', 'warn'], env);
  }
}

function reportSlug(label) {
  return label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
}

/** What is measured: a label for the table, the URL, and which server answers it. */
const pages = [
  { label: 'baseline', path: BASELINE, server: 'main' },
  ...routes.map((path) => ({ label: path, path, server: 'main' })),
  ...(beforeDist === undefined
    ? []
    : routes.map((path) => ({ label: `${path} (${beforeDist})`, path, server: 'before' }))),
  ...scaleRoutes.map((path) => ({
    label: `${path} (${SCALE_CLIENTS.toLocaleString('it-IT')} clienti)`,
    path,
    server: 'scale',
  })),
];

build();
// Only this run's reports: older ones may cover other routes or run counts.
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const servers = {
  main: { port, handle: await serveBuilds({ port, distDir: 'dist', baseline: true }) },
};
if (scaleRoutes.length > 0) {
  servers.scale = {
    port: port + 1,
    handle: await serveBuilds({ port: port + 1, distDir: SCALE_DIST }),
  };
}
if (beforeDist !== undefined) {
  servers.before = {
    port: port + 2,
    handle: await serveBuilds({ port: port + 2, distDir: beforeDist }),
  };
}
const reports = new Map(pages.map((page) => [page.label, []]));
try {
  // Round by round, every page once per round: a busy spell of the machine then weighs on
  // the baseline and the routes alike instead of on whichever page it fell on.
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      console.error(`lighthouse ${page.label} (${run}/${runs})`);
      const url = `http://localhost:${servers[page.server].port}${page.path}`;
      const output = `${reportDir}/${reportSlug(page.label)}-${run}.json`;
      reports.get(page.label).push(await runLighthouse(url, output));
    }
  }
} finally {
  for (const { handle } of Object.values(servers)) await handle.stop();
}

const first = reports.get('baseline')[0];
const tool = `Lighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}`;
const rows = pages.map((page) => summarize(page.label, reports.get(page.label)));
const [baseline, ...measured] = rows;

console.log(
  `\n${tool} (impostazioni mobile predefinite), Node ${process.versions.node}, ` +
    `${availableParallelism()} core, mediana di ${runs} esecuzioni, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log(markdownTable(baseline, measured));

const missed = measured
  .map((row) => ({ row, missed: missedTargets(row, baseline) }))
  .filter(({ missed }) => missed.length > 0);
if (missed.length === 0) {
  console.log('\nTutti gli obiettivi raggiunti.');
} else {
  console.log('\nObiettivi mancati (report JSON in .lighthouse/):');
  for (const { row, missed: targets } of missed) {
    console.log(`- ${row.route}: ${targets.join(', ')}`);
    for (const loss of row.losses) console.log(`    ${loss}`);
  }
}
