// pnpm bench:lighthouse (issue 11): builds, serves the three apps on one origin and runs
// Lighthouse (default mobile settings) LH_RUNS times on every route of vite-plugins/routes.json,
// then prints the medians as a Markdown table. A benchmark: it reports missed targets
// and exits 0. DIST_DIR (default dist), PORT (default 4180), LH_RUNS (default 3) and
// LH_ROUTES (comma-separated paths, e.g. /investor/,/advisor/vitals) narrow it down.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './lighthouse/run-lighthouse.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';
import { markdownTable, missedTargets, summarize } from './lighthouse/summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ?? 'dist';
const port = Number(process.env.PORT ?? 4180);
const runs = Number(process.env.LH_RUNS ?? 3);
const reportDir = `${root}.lighthouse`;

const allRoutes = JSON.parse(readFileSync(`${root}vite-plugins/routes.json`, 'utf8')).map(
  (r) => r.path,
);
const wanted = process.env.LH_ROUTES?.split(',').map((path) => path.trim());
const routes = wanted === undefined ? allRoutes : allRoutes.filter((p) => wanted.includes(p));
if (routes.length === 0) throw new Error(`LH_ROUTES non contiene route della tabella: ${wanted}`);

function build() {
  const pnpm = (args) => execFileSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (distDir === 'dist') {
    pnpm(['build', '--output-logs=errors-only']); // turbo, cached: what `pnpm start` serves
    return;
  }
  for (const app of ['landing', 'investor', 'advisor']) {
    pnpm([
      '--filter',
      `@traguardo/${app}`,
      'exec',
      'vite',
      'build',
      '--outDir',
      distDir,
      '-l',
      'warn',
    ]);
  }
}

function reportSlug(route) {
  return route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
}

build();
// Only this run's reports: older ones may cover other routes or run counts.
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const server = await serveBuilds({ port, distDir });
const rows = [];
let tool = '';
try {
  for (const route of routes) {
    const lhrs = [];
    for (let run = 1; run <= runs; run++) {
      console.error(`lighthouse ${route} (${run}/${runs})`);
      const url = `http://localhost:${port}${route}`;
      lhrs.push(await runLighthouse(url, `${reportDir}/${reportSlug(route)}-${run}.json`));
    }
    const chrome = lhrs[0].environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0];
    tool = `Lighthouse ${lhrs[0].lighthouseVersion}, ${chrome}`;
    rows.push(summarize(route, lhrs));
  }
} finally {
  await server.stop();
}

console.log(
  `\n${tool} (impostazioni mobile predefinite), Node ${process.versions.node}, ` +
    `${availableParallelism()} core, mediana di ${runs} esecuzioni, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log(markdownTable(rows));

if (rows.every((row) => missedTargets(row).length === 0)) {
  console.log('\nTutti gli obiettivi raggiunti.');
} else {
  console.log('\nObiettivi mancati (report JSON in .lighthouse/):');
  for (const row of rows) {
    const missed = missedTargets(row);
    if (missed.length === 0) continue;
    console.log(`- ${row.route}: ${missed.join(', ')}`);
    for (const loss of row.losses) console.log(`    ${loss}`);
  }
}
