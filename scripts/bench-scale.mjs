// pnpm bench:scale (issue 11): the advisor app with 1,000 and 10,000 generated clients.
// Builds the three apps into dist-scale-<n> (the advisor with <n> generated clients, bench/scale),
// serves each build with scripts/serve.mjs and, in headless Chromium, times with User
// Timing marks the first render of Dashboard Vitali, a filter switch and a search
// keystroke on the client list. Prints the medians of RUNS runs against the targets.
// The same measures run, in the same run, on the advisor's own book ("I miei clienti") of
// 10,000 clients imported through "Importa clienti" into the production build (apps/*/dist),
// with the same targets: a column of its own in the table.
// A benchmark, not a test: it reports missed targets and exits 0.
// BENCH_PORT (default 4301), CHROME_PATH (default /usr/bin/chromium) and BENCH_SKIP_BUILD=1
// (reuse apps/*/dist-scale-<n> and, for the own book, apps/*/dist) override.
// BENCH_BEFORE_DIST=dist-before also measures the own book on apps/*/dist-before (an earlier
// commit's build, copied there), served on BENCH_PORT + 1, in the same run: a column of its
// own, its first renders alternating with the current build's so load weighs on both alike.
// BENCH_OWN_ONLY=1 measures the own book only (no generated builds).
// The functions handed to the page (installBenchHelpers, page.evaluate) run in the browser:
/* global window, document, requestAnimationFrame, MutationObserver */
import { inBenchContext, launchChromium } from './bench/chromium.mjs';
import { clientsCsv } from './bench/clients-csv.mjs';
import { median } from './bench/median.mjs';
import { buildScaleApps, run, scaleDistDir } from './bench/scale-build.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';

const port = Number(process.env.BENCH_PORT ?? 4301);
const beforeDist = process.env.BENCH_BEFORE_DIST;
const ownOnly = process.env.BENCH_OWN_ONLY === '1';
const SIZES = [1_000, 10_000];
/** The own book's size: the large one, imported. */
const OWN = SIZES[1];
const RUNS = 5;
/**
 * The first letter typed into the empty search box, the heaviest keystroke (the whole list
 * gives way to a filtered one): a different letter in each run, the box emptied in between.
 */
const LETTERS = ['m', 'a', 'r', 'c', 'o'];
/** Filter switches, each timed, starting from the default Tutti. */
const FILTERS = ['Critici', 'Attenzione', 'Eccellenti', 'Tutti', 'Critici'];
const MAX_RATIO = 3;
const metrics = [
  { key: 'firstRender', label: 'primo render di Dashboard Vitali', target: 1000 },
  { key: 'filterSwitch', label: 'cambio di filtro (Vitali)', target: 100 },
  { key: 'keystroke', label: 'tasto nella ricerca (Clienti)', target: 50 },
];

/** Runs in the page before its scripts: waits for what the user sees, then for a paint. */
function installBenchHelpers() {
  const afterNextPaint = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const nextMutation = () =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => finish());
      const timer = setTimeout(() => finish(), 50);
      function finish() {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      }
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  /** Resolves after the first paint that shows what `predicate` checks. */
  async function shown(predicate) {
    const deadline = performance.now() + 30_000;
    while (!predicate()) {
      if (performance.now() > deadline) throw new Error('la pagina non mostra il risultato atteso');
      await nextMutation();
    }
    await afterNextPaint();
  }
  const list = (name) => document.querySelector(`ul[aria-label="${name}"]`);
  const names = (name) => [...(list(name)?.querySelectorAll('h2, h3') ?? [])];
  const setSize = (name) => Number(list(name)?.querySelector('li')?.getAttribute('aria-setsize'));
  function measure(name, start) {
    performance.mark(`${name}:fine`);
    return performance.measure(name, { start, end: `${name}:fine` }).duration;
  }

  window.__bench = {
    /** From navigation start to the painted dashboard: title, client count, first cards. */
    async firstRender(clientCount) {
      await shown(
        () =>
          document.querySelector('h1')?.textContent === 'Dashboard Vitali' &&
          [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Clienti totali')
            ?.nextElementSibling?.textContent === clientCount &&
          names('Clienti filtrati').length > 0,
      );
      return measure('traguardo:vitali-primo-render', 0);
    },
    /** From the click on a filter to the painted list of that filter. */
    async filterSwitch(label) {
      const group = document.querySelector('[role="group"][aria-label="Filtra clienti per stato"]');
      const button = [...group.querySelectorAll('button')].find((b) =>
        b.textContent.startsWith(label),
      );
      const expected = Number(button.querySelector('[data-testid="filter-count"]').textContent);
      performance.mark('traguardo:filtro:inizio');
      button.click();
      await shown(
        () =>
          button.getAttribute('aria-pressed') === 'true' &&
          setSize('Clienti filtrati') === expected,
      );
      return measure('traguardo:filtro', 'traguardo:filtro:inizio');
    },
    /** Resolves once the client list shows all `count` clients again (not timed). */
    fullList(count) {
      return shown(() => setSize('Elenco clienti') === count);
    },
    /** Arms a timer on the next key pressed in the search box, until the list shows `query`. */
    armKeystroke(query) {
      const input = document.querySelector('input[type="search"]');
      this.keystroke = new Promise((resolve, reject) => {
        input.addEventListener(
          'keydown',
          (event) => {
            performance.mark('traguardo:tasto:inizio', { startTime: event.timeStamp });
            // The search also finds clients by email, so a shown name need not hold the
            // letter: the list's result is on screen when its count ("N clienti trovati",
            // rendered with the list) is.
            shown(
              () =>
                input.value === query &&
                [...document.querySelectorAll('[role="status"]')].some((status) =>
                  /trovat[oi]$/.test(status.textContent),
                ),
            ).then(() => resolve(measure('traguardo:tasto', 'traguardo:tasto:inizio')), reject);
          },
          { once: true, capture: true },
        );
      });
    },
  };
}

/** Opens the own book and imports `size` clients into it through "Importa clienti" (not timed). */
async function importOwnBook(context, size, base) {
  const count = new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(size);
  const page = await context.newPage();
  await page.goto(`${base}/advisor/settings`);
  await page.getByRole('button', { name: 'Usa i tuoi clienti' }).click();
  await page.getByRole('link', { name: 'Clienti' }).first().click();
  await page.getByText('0 clienti in portafoglio', { exact: true }).waitFor();
  await page.getByLabel('Importa clienti').setInputFiles({
    name: 'clienti.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(clientsCsv(size)),
  });
  const dialog = page.getByRole('dialog', { name: 'Importa clienti' });
  await dialog.getByText(`${count} nuovi`).waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Importa' }).click();
  await page.getByText(`${count} clienti in portafoglio`).waitFor({ timeout: 60_000 });
  await page.close();
}

/** One first render of Dashboard Vitali in `context`, served at `base`. */
async function firstRenderOnce(context, base, clientCount) {
  const page = await context.newPage();
  await page.goto(`${base}/advisor/vitals`);
  const duration = await page.evaluate((n) => window.__bench.firstRender(n), clientCount);
  await page.close();
  return duration;
}

/**
 * The measures with `size` clients at `base`; `prepare(context)` first fills the book where
 * needed. With `alongside` (another build's base and prepare), each first render here is
 * preceded by one there, on its own filled book: its samples are answered as `alongside`.
 */
async function measureSize(browser, size, base, prepare = async () => undefined, other = null) {
  const clientCount = new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(size);
  const samples = { firstRender: [], filterSwitch: [], keystroke: [] };
  const alongside = { firstRender: [], filterSwitch: [], keystroke: [] };
  await inBenchContext(browser, { initScript: installBenchHelpers }, async (context) => {
    await prepare(context);
    const firstRenders = async (otherContext) => {
      for (let i = 0; i < RUNS; i++) {
        if (otherContext !== null) {
          alongside.firstRender.push(await firstRenderOnce(otherContext, other.base, clientCount));
        }
        samples.firstRender.push(await firstRenderOnce(context, base, clientCount));
      }
    };
    if (other === null) await firstRenders(null);
    else {
      await inBenchContext(browser, { initScript: installBenchHelpers }, async (otherContext) => {
        await other.prepare(otherContext);
        await firstRenders(otherContext);
      });
    }

    const vitals = await context.newPage();
    await vitals.goto(`${base}/advisor/vitals`);
    await vitals.evaluate((n) => window.__bench.firstRender(n), clientCount);
    for (const label of FILTERS) {
      samples.filterSwitch.push(
        await vitals.evaluate((l) => window.__bench.filterSwitch(l), label),
      );
    }
    await vitals.close();

    const list = await context.newPage();
    await list.goto(`${base}/advisor/`);
    const search = list.getByRole('searchbox', { name: 'Cerca cliente per nome' });
    await search.focus();
    for (const letter of LETTERS.slice(0, RUNS)) {
      await search.fill('');
      await list.evaluate((n) => window.__bench.fullList(n), size);
      await list.evaluate((q) => window.__bench.armKeystroke(q), letter);
      await list.keyboard.press(letter);
      samples.keystroke.push(await list.evaluate(() => window.__bench.keystroke));
    }
    await list.close();
  });
  return other === null ? samples : { samples, alongside };
}

const ms = (value) => `${value.toFixed(1)} ms`;

run('bash', ['scripts/ensure-chromium.sh']);
if (process.env.BENCH_SKIP_BUILD !== '1') {
  if (!ownOnly) for (const size of SIZES) buildScaleApps(size);
  run('pnpm', ['build']);
}

const browser = await launchChromium();
const chromiumVersion = browser.version();
const results = {};
try {
  const base = `http://localhost:${port}`;
  for (const size of ownOnly ? [] : SIZES) {
    const server = await serveBuilds({ port, distDir: scaleDistDir(size) });
    try {
      console.error(`misuro con ${size} clienti…`);
      results[size] = await measureSize(browser, size, base);
    } finally {
      await server.stop();
    }
  }
  const server = await serveBuilds({ port, distDir: 'dist' });
  const beforeServer = beforeDist
    ? await serveBuilds({ port: port + 1, distDir: beforeDist })
    : null;
  try {
    console.error(`misuro con ${OWN} clienti importati nel proprio elenco…`);
    const own = (context) => importOwnBook(context, OWN, base);
    if (beforeServer === null) {
      results.own = await measureSize(browser, OWN, base, own);
    } else {
      const beforeBase = `http://localhost:${port + 1}`;
      const both = await measureSize(browser, OWN, base, own, {
        base: beforeBase,
        prepare: (context) => importOwnBook(context, OWN, beforeBase),
      });
      results.own = both.samples;
      // Its filter switches and keystrokes, measured after the current build's.
      const before = await measureSize(browser, OWN, beforeBase, (context) =>
        importOwnBook(context, OWN, beforeBase),
      );
      results.ownBefore = { ...before, firstRender: both.alongside.firstRender };
    }
  } finally {
    await server.stop();
    await beforeServer?.stop();
  }
} finally {
  await browser.close();
}

const [small, large] = SIZES;
console.log(`\nMediane di ${RUNS} misure, Chromium ${chromiumVersion}, viewport 1280×800:`);
const rows = metrics.map(({ key, label, target }) => {
  const own = median(results.own[key]);
  const row = { misura: label };
  if (!ownOnly) {
    const low = median(results[small][key]);
    const high = median(results[large][key]);
    Object.assign(row, {
      [`${small} clienti`]: ms(low),
      [`${large} clienti`]: ms(high),
      [`${OWN} importati (I miei clienti)`]: ms(own),
      [`obiettivo a ${large}`]: `≤ ${target} ms`,
      esito: high <= target ? 'ok' : 'MANCATO',
      'esito, I miei clienti': own <= target ? 'ok' : 'MANCATO',
      [`${large}/${small}`]: `${(high / low).toFixed(2)}×`,
      [`≤ ${MAX_RATIO}×`]: high <= MAX_RATIO * low ? 'ok' : 'MANCATO',
    });
  } else {
    Object.assign(row, {
      [`${OWN} importati (I miei clienti)`]: ms(own),
      obiettivo: `≤ ${target} ms`,
      'esito, I miei clienti': own <= target ? 'ok' : 'MANCATO',
    });
  }
  if (results.ownBefore) row[`prima (${beforeDist})`] = ms(median(results.ownBefore[key]));
  return row;
});
console.table(rows);
for (const size of ownOnly ? [] : SIZES) {
  for (const { key, label } of metrics) {
    console.log(`${size} clienti, ${label}: ${results[size][key].map(ms).join(', ')}`);
  }
}
for (const [name, result] of [
  ['', results.own],
  [`, prima (${beforeDist})`, results.ownBefore],
]) {
  if (result === undefined) continue;
  for (const { key, label } of metrics) {
    console.log(
      `${OWN} importati (I miei clienti)${name}, ${label}: ${result[key].map(ms).join(', ')}`,
    );
  }
}
const missed = rows.filter((row) => Object.values(row).includes('MANCATO')).length;
console.log(
  missed === 0
    ? 'Tutti gli obiettivi di scala rispettati.'
    : `Obiettivi mancati in ${missed} misure: vedi MANCATO qui sopra.`,
);
