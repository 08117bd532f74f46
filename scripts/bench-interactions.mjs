// pnpm bench:interactions (issue 20): INP-like timings of four interactions in the built
// apps under a 4× CPU slowdown (Lighthouse's mobile setting): a filter switch on Dashboard
// Vitali, a tab change on a client's page, a keystroke in the Simulatore and the click on
// Genera PDF. Each is read from the browser's Event Timing API as INP reads it: the
// longest event of the interaction, from input to the next paint. RUNS times each, on a
// fresh page, median against the target (≤ 100 ms).
// A benchmark, not a test: it reports missed targets and exits 0.
// BENCH_PORT (default 4303) and CHROME_PATH (default /usr/bin/chromium) override.
// BENCH_SERVICE_WORKERS=allow lets the apps' service workers run, each page in a context of
// its own: every page is then a first visit, whose worker installs (precaches the app)
// while the page starts and the interaction is measured.
/* global window */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveBuilds } from './lighthouse/serve-builds.mjs';
import { launchChromium } from './bench/chromium.mjs';
import { median } from './bench/median.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 4303);
const base = `http://localhost:${port}`;
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const TARGET_MS = 100;
const serviceWorkers = process.env.BENCH_SERVICE_WORKERS === 'allow' ? 'allow' : 'block';

/**
 * Each interaction: where, what must be on screen first, the user's action and, where the
 * screen starts an export's worker once the page has settled (page-settled.ts), that worker.
 */
const scenarios = [
  {
    label: 'cambio di filtro (Dashboard Vitali)',
    path: '/advisor/vitals',
    ready: (page) => page.getByRole('button', { name: /^Critici/ }).waitFor(),
    idleWorker: /clients-csv\.worker/,
    act: (page) => page.getByRole('button', { name: /^Critici/ }).click(),
  },
  {
    label: 'cambio di scheda (pagina del cliente)',
    path: '/advisor/client/c1',
    ready: (page) => page.getByRole('tab', { name: 'Obiettivi' }).waitFor(),
    act: (page) => page.getByRole('tab', { name: 'Obiettivi' }).click(),
  },
  {
    label: 'tasto nel Simulatore (Investi)',
    path: '/investor/invest',
    ready: (page) => monthlyField(page).waitFor(),
    act: async (page) => {
      await monthlyField(page).focus();
      await page.keyboard.press('End');
      await page.keyboard.press('5');
    },
  },
  {
    label: 'clic su Genera PDF (Report)',
    path: '/advisor/reports',
    ready: (page) => page.getByRole('button', { name: 'Genera PDF' }).waitFor(),
    idleWorker: /report-pdf\.worker/,
    act: (page) => page.getByRole('button', { name: 'Genera PDF' }).click(),
  },
];

function monthlyField(page) {
  return page
    .getByRole('region', { name: 'Simulatore', exact: true })
    .getByRole('textbox', { name: 'Versamento mensile (€)' });
}

/** Runs in the page: keeps every event entry that belongs to an interaction. */
function observeInteractions() {
  window.benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) window.benchEvents.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The interaction's INP-like figure: its longest event (0 when every event was < 16 ms). */
async function measure(context, scenario) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    // The worker is requested seconds after the load event: waited for, not raced.
    const idleWorker = scenario.idleWorker
      ? page.waitForRequest(scenario.idleWorker, { timeout: 60_000 })
      : undefined;
    await page.goto(`${base}${scenario.path}`);
    await scenario.ready(page);
    // The page settles first (deferred charts, idle work), as a person reads before acting.
    await idleWorker;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.evaluate(observeInteractions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await scenario.act(page);
    // Event entries are reported after the next paint; give them time to arrive.
    await page.waitForTimeout(1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const durations = await page.evaluate(() => window.benchEvents);
    return durations.length === 0 ? 0 : Math.max(...durations);
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

execFileSync('pnpm', ['build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
const server = await serveBuilds({ port, distDir: 'dist' });
const browser = await launchChromium();
const rows = [];
try {
  const newContext = () =>
    browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      acceptDownloads: true,
      serviceWorkers,
    });
  const shared = serviceWorkers === 'block' ? await newContext() : undefined;
  for (const scenario of scenarios) {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const context = shared ?? (await newContext());
      times.push(await measure(context, scenario));
      if (shared === undefined) await context.close();
    }
    rows.push({ label: scenario.label, median: median(times), max: Math.max(...times) });
  }
  await shared?.close();
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\nInterazioni con CPU rallentata ${CPU_SLOWDOWN}×, durata dell'evento più lungo ` +
    `(Event Timing, come INP), mediana di ${RUNS} pagine nuove` +
    (serviceWorkers === 'allow' ? ', service worker attivo (prima visita):\n' : ':\n'),
);
console.log('| interazione | mediana | massimo | obiettivo (≤ 100 ms) |');
console.log('|---|---:|---:|---|');
for (const row of rows) {
  const verdict = row.median <= TARGET_MS ? 'ok' : 'MANCATO';
  console.log(`| ${row.label} | ${row.median} ms | ${row.max} ms | ${verdict} |`);
}
