// pnpm bench:client-import (issue 34): 'Importa clienti' of a 10,000-row client CSV into an
// empty own book. Builds the apps (turbo, cached), serves them, and in headless Chromium
// times (1) the preview, from the file's choice to '10.000 nuovi' on screen, and (2) the
// import, from the click on 'Importa' to the list of 10,000 clients. Each run starts on an
// empty device (a fresh browser context). Prints the medians of the runs against the
// targets. A benchmark, not a test: exits 0.
// BENCH_ROWS (10000), BENCH_RUNS (3), BENCH_PORT (4303), CHROME_PATH and BENCH_SKIP_BUILD=1
// (reuse the build) override. BENCH_BEFORE_DIST=dist-before also serves apps/*/dist-before
// (an earlier commit's build, copied there) on BENCH_PORT + 1 and measures it in the same
// run, each of its runs next to one of the current build, so load weighs on both alike.
/* global window, document, requestAnimationFrame, Element */
import { inBenchContext, launchChromium } from './bench/chromium.mjs';
import { clientsCsv } from './bench/clients-csv.mjs';
import { median } from './bench/median.mjs';
import { run } from './bench/scale-build.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4303);
const beforeDist = process.env.BENCH_BEFORE_DIST;
const targets = { preview: 1000, import: 1000 };
const grouped = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/** Runs in the page before its scripts: the moment a file is chosen or Importa clicked. */
function installBenchHelpers() {
  const marks = {};
  window.benchMarks = marks;
  document.addEventListener('change', () => (marks.chosen = performance.now()), true);
  document.addEventListener(
    'click',
    (event) => {
      if (
        event.target instanceof Element &&
        event.target.closest('button')?.textContent === 'Importa'
      )
        marks.importClicked = performance.now();
    },
    true,
  );
  /** Resolves with the time `text` is on screen, after the frame that shows it. */
  window.benchWhenShown = (text) =>
    new Promise((resolve) => {
      const check = () => {
        if (document.body.innerText.includes(text)) resolve(performance.now());
        else requestAnimationFrame(check);
      };
      check();
    });
}

async function measureOnce(browser, csv, base) {
  return inBenchContext(browser, { initScript: installBenchHelpers }, async (context) => {
    const page = await context.newPage();
    await page.goto(`${base}/advisor/settings`);
    await page.getByRole('button', { name: 'Usa i tuoi clienti' }).click();
    await page.getByRole('link', { name: 'Clienti' }).first().click();
    await page.getByText('0 clienti in portafoglio', { exact: true }).waitFor();
    const previewShown = page.evaluate(
      (text) => window.benchWhenShown(text),
      `${grouped.format(rows)} nuovi`,
    );
    await page
      .getByLabel('Importa clienti')
      .setInputFiles({ name: 'clienti.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = (await previewShown) - (await page.evaluate(() => window.benchMarks.chosen));
    const listShown = page.evaluate(
      (text) => window.benchWhenShown(text),
      `${grouped.format(rows)} clienti in portafoglio`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Importa' }).click();
    const imported =
      (await listShown) - (await page.evaluate(() => window.benchMarks.importClicked));
    return { preview, import: imported };
  });
}

if (process.env.BENCH_SKIP_BUILD !== '1') await run('pnpm', ['build']);
const server = await serveBuilds({ port, distDir: 'dist' });
const beforeServer = beforeDist ? await serveBuilds({ port: port + 1, distDir: beforeDist }) : null;
const browser = await launchChromium();
try {
  const csv = clientsCsv(rows);
  const results = [];
  const before = [];
  for (let i = 0; i < runs; i += 1) {
    if (beforeDist) before.push(await measureOnce(browser, csv, `http://localhost:${port + 1}`));
    results.push(await measureOnce(browser, csv, `http://localhost:${port}`));
  }
  console.log(`Importa clienti, ${grouped.format(rows)} righe (${runs} run, mediana):`);
  for (const key of ['preview', 'import']) {
    const value = median(results.map((result) => result[key]));
    const verdict = value <= targets[key] ? 'ok' : 'OLTRE';
    const label = key === 'preview' ? 'anteprima' : 'importazione';
    const earlier = beforeDist
      ? ` (prima, ${beforeDist}: ${Math.round(median(before.map((result) => result[key])))} ms)`
      : '';
    console.log(
      `  ${label}: ${Math.round(value)} ms (obiettivo ≤ ${targets[key]} ms) ${verdict}${earlier}`,
    );
    const each = (list) => list.map((result) => Math.round(result[key])).join(', ');
    console.log(`    ogni run: ${each(results)}${beforeDist ? `; prima: ${each(before)}` : ''}`);
  }
} finally {
  await browser.close();
  await server.stop();
  await beforeServer?.stop();
}
