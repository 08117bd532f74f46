// pnpm bench:import (issue 33): a 10,000-row CSV and a 10,000-entry CAMT.053 statement
// imported on the own profile of the investor's production build, in headless Chromium at
// no CPU throttling. For each file and run, a fresh browser context (an empty ledger with one
// account) times: the preview (from the file chosen to "N nuovi" on screen), the import
// (from the click on "Importa N movimenti" to the batch in "Importazioni"), and the same file
// again (to "0 nuovi"), each with the longest main-thread task in that window (Long Tasks
// API: tasks of 50 ms or more; none is reported as 0). Prints the medians. A benchmark, not a
// test: it exits 0 and marks each missed target MANCATO.
// BENCH_ROWS (10000), BENCH_RUNS (5), BENCH_PORT (4304), CHROME_PATH and BENCH_SKIP_BUILD=1
// (reuse apps/*/dist) override. BENCH_BEFORE_DIST=dist-before also serves the builds in
// apps/*/dist-before (an earlier commit's `pnpm build`, copied there) on BENCH_PORT + 1 and
// measures both in the same run, each run of one next to the same run of the other, so a
// machine's load weighs on both alike; the table then has a column for each.
/* global window, document, MutationObserver */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { inBenchContext, launchChromium } from './bench/chromium.mjs';
import { median } from './bench/median.mjs';
import { root, run } from './bench/scale-build.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4304);
const beforeDist = process.env.BENCH_BEFORE_DIST;
const targets = { preview: 1000, import: 1000, again: 1000, longestTask: 50 };

/** Runs in the page before its scripts: long tasks, and a timer from a file chosen or a click. */
function installBenchHelpers() {
  // The own profile (the key of PROFILE_KEY: this function runs in the page, alone).
  localStorage.setItem(
    'traguardo:investor:profile',
    JSON.stringify({ state: { profile: 'own' }, version: 1 }),
  );
  const longTasks = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  });
  let start = 0;
  // Capture: the moment the user's action reaches the page, before the app's own handlers.
  document.addEventListener('change', () => (start = performance.now()), true);
  document.addEventListener('click', () => (start = performance.now()), true);
  window.__bench = {
    /** Resolves once the element matching `selector` holds `text` (checked on every change), with the timings. */
    until([selector, text]) {
      const check = () => document.querySelector(selector)?.textContent.includes(text) ?? false;
      return new Promise((resolve) => {
        const finish = () => {
          const end = performance.now();
          observer.disconnect();
          // Long tasks are reported after they end: wait one more task before reading them.
          setTimeout(() => {
            const inWindow = longTasks.filter(
              (t) => t.startTime + t.duration >= start && t.startTime <= end,
            );
            resolve({
              duration: end - start,
              longestTask: Math.max(0, ...inWindow.map((t) => t.duration)),
            });
          }, 60);
        };
        const observer = new MutationObserver(() => {
          if (check()) finish();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
  };
}

const countsShow = (text) => ['[aria-label="Riepilogo dell’importazione"]', text];
const batchListed = (name) => ['ul[aria-label="Importazioni"]', name];

/** One run of `file` on the build served at `base`, into `samples`. */
async function measureOnce(browser, file, base, samples, i) {
  const grouped = rows.toLocaleString('it-IT').replace(/\u00a0/g, '.');
  await inBenchContext(browser, { initScript: installBenchHelpers }, async (context) => {
    const page = await context.newPage();
    await page.goto(`${base}/investor/accounts`);
    await page.getByRole('button', { name: 'Nuovo conto' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo conto' });
    await dialog.getByLabel('Nome del conto').fill('Conto Benchmark');
    await dialog.getByLabel('Saldo iniziale').fill('0');
    await dialog.getByLabel('Data del saldo').fill('2019-12-01');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Importa movimenti' }).click();
    const input = page.getByLabel('File dei movimenti');
    await input.waitFor();
    await page.waitForLoadState('networkidle');

    const timed = async (done, act) => {
      const result = page.evaluate((check) => window.__bench.until(check), done);
      await act();
      return result;
    };
    samples.preview.push(
      await timed(countsShow(`${grouped} nuovi`), () => input.setInputFiles(file.path)),
    );
    samples.import.push(
      await timed(batchListed(file.name), () =>
        page.getByRole('button', { name: `Importa ${grouped} movimenti` }).click(),
      ),
    );
    samples.again.push(await timed(countsShow('0 nuovi'), () => input.setInputFiles(file.path)));
    console.error(
      base,
      file.name,
      i + 1,
      samples.preview.at(-1),
      samples.import.at(-1),
      samples.again.at(-1),
    );
  });
}

const emptySamples = () => ({ preview: [], import: [], again: [] });

/** `runs` runs of `file` on each build: the after build's samples, and the before build's. */
async function measureFile(browser, file) {
  const after = emptySamples();
  const before = emptySamples();
  for (let i = 0; i < runs; i++) {
    if (beforeDist) await measureOnce(browser, file, `http://localhost:${port + 1}`, before, i);
    await measureOnce(browser, file, `http://localhost:${port}`, after, i);
  }
  return { after, before };
}

const ms = (value) => `${value.toFixed(0)} ms`;

run('bash', ['scripts/ensure-chromium.sh']);
if (process.env.BENCH_SKIP_BUILD !== '1') run('pnpm', ['build']);

const { module: large } = await runnerImport(
  join(root, 'packages/bank-import/src/large-statements.ts'),
);
const folder = mkdtempSync(join(tmpdir(), 'bench-import-'));
const files = [
  {
    label: `CSV, ${rows} righe`,
    name: `movimenti-${rows}.csv`,
    text: large.writeLargeCsv(rows, 'importo-eur'),
  },
  {
    label: `CAMT.053, ${rows} voci`,
    name: `camt053-${rows}.xml`,
    text: large.writeLargeCamt053(rows),
  },
].map((file) => {
  const path = join(folder, file.name);
  writeFileSync(path, file.text);
  return { ...file, path };
});

/** The machine's load averages (1, 5 and 15 minutes): the table is only as quiet as they are. */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const loadBefore = load();
const browser = await launchChromium();
const chromiumVersion = browser.version();
const server = await serveBuilds({ port, distDir: 'dist' });
const beforeServer = beforeDist ? await serveBuilds({ port: port + 1, distDir: beforeDist }) : null;
const results = [];
try {
  for (const file of files) {
    console.error(`misuro ${file.label}…`);
    const { after, before } = await measureFile(browser, file);
    results.push({ file, samples: after, before });
  }
} finally {
  await server.stop();
  await beforeServer?.stop();
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}

const table = results.flatMap(({ file, samples, before }) =>
  [
    ['anteprima', 'preview'],
    ['importazione', 'import'],
    ['stesso file di nuovo (0 nuovi)', 'again'],
  ].map(([label, key]) => {
    const duration = median(samples[key].map((s) => s.duration));
    const longest = median(samples[key].map((s) => s.longestTask));
    const beforeColumns = beforeDist
      ? {
          [`prima (${beforeDist})`]: ms(median(before[key].map((s) => s.duration))),
          'task più lungo prima': ms(median(before[key].map((s) => s.longestTask))),
        }
      : {};
    return {
      misura: `${file.label}: ${label}`,
      ...beforeColumns,
      durata: ms(duration),
      obiettivo: `≤ ${targets[key]} ms`,
      'task più lungo': longest === 0 ? '< 50 ms' : ms(longest),
      'obiettivo task': `≤ ${targets.longestTask} ms`,
      esito: duration <= targets[key] && longest <= targets.longestTask ? 'ok' : 'MANCATO',
      misure: runs,
    };
  }),
);
console.log(
  `\nMediane di ${runs}, Chromium ${chromiumVersion}, viewport 1280×800, CPU non rallentata; carico della macchina (1, 5, 15 min) ${loadBefore} all’inizio, ${load()} alla fine:`,
);
console.table(table);
for (const { file, samples } of results) {
  for (const key of ['preview', 'import', 'again']) {
    console.log(
      `${file.name} ${key}: ${samples[key].map((s) => `${ms(s.duration)} (task ${ms(s.longestTask)})`).join(', ')}`,
    );
  }
}
