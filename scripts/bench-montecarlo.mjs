// pnpm bench:montecarlo (issue 18): the Monte Carlo engine, 10,000 and 1,000 paths × 30
// years, in Node and in a module worker of headless Chromium. Bundles the domain engine
// with Vite, runs each size RUNS times after a warm-up and prints the medians against the
// targets (≤ 250 ms for 10,000 paths; 10,000 paths ≤ 12 × the time of 1,000).
// A benchmark, not a test: it reports missed targets and exits 0.
// BENCH_PORT (default 4302) and CHROME_PATH (default /usr/bin/chromium) override.
/* global Worker */
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'node_modules/.cache/bench-montecarlo');
const port = Number(process.env.BENCH_PORT ?? 4302);
const RUNS = 7;
const TARGET_MS = 250;
const MAX_RATIO = 12;
const SIZES = [1_000, 10_000];

/** The simulator's balanced-plan defaults over 30 years, with a target. */
function input(paths) {
  return {
    initialCapital: 98_500,
    monthlyContribution: 500,
    years: 30,
    market: { expectedReturn: 7.2, volatility: 9.4, bondShare: 0.3 },
    target: 500_000,
    realValues: false,
    afterTax: false,
    paths,
    seed: 20_240_601,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function bundle() {
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      lib: {
        entry: {
          engine: join(root, 'packages/domain/src/monte-carlo.ts'),
          worker: join(root, 'scripts/bench/montecarlo-worker.js'),
        },
        formats: ['es'],
      },
    },
  });
}

async function timeNode() {
  const { simulatePlan } = await import(pathToFileURL(join(outDir, 'engine.js')).href);
  const medians = {};
  for (const size of SIZES) {
    simulatePlan(input(size));
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      simulatePlan(input(size));
      times.push(performance.now() - started);
    }
    medians[size] = median(times);
  }
  return medians;
}

function serve() {
  const page = '<!doctype html><meta charset="utf-8"><title>bench</title>';
  const server = createServer((request, response) => {
    const name = request.url === '/' ? null : request.url.slice(1).split('?')[0];
    if (name === null) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    try {
      const body = readFileSync(join(outDir, name.replaceAll('..', '')));
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

async function timeBrowser() {
  const server = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    const medians = {};
    for (const size of SIZES) {
      // Round trip seen by the page: posting the input, simulating, receiving the result.
      const times = await page.evaluate(
        async ({ request, runs }) => {
          const worker = new Worker('/worker.js', { type: 'module' });
          const once = () =>
            new Promise((resolve) => {
              const started = performance.now();
              worker.onmessage = () => resolve(performance.now() - started);
              worker.postMessage(request);
            });
          await once();
          const measured = [];
          for (let run = 0; run < runs; run++) measured.push(await once());
          worker.terminate();
          return measured;
        },
        { request: input(size), runs: RUNS },
      );
      medians[size] = median(times);
    }
    return medians;
  } finally {
    await browser.close();
    server.close();
  }
}

function row(where, medians) {
  const large = medians[10_000];
  const small = medians[1_000];
  const ratio = large / small;
  const verdict = large <= TARGET_MS && ratio <= MAX_RATIO ? 'ok' : 'MANCATO';
  return `| ${where} | ${small.toFixed(0)} ms | ${large.toFixed(0)} ms | ${ratio.toFixed(1)}× | ${verdict} |`;
}

await bundle();
const node = await timeNode();
const browser = await timeBrowser();
console.log(
  `\nMediana di ${RUNS} esecuzioni (dopo una di riscaldamento), 30 anni, passi mensili:\n`,
);
console.log(
  '| ambiente | 1.000 percorsi | 10.000 percorsi | rapporto | obiettivo (≤ 250 ms, ≤ 12×) |',
);
console.log('|---|---|---|---|---|');
console.log(row(`Node ${process.version}`, node));
console.log(row('Chromium, worker di modulo', browser));
