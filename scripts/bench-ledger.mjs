// pnpm bench:ledger (issue 32): the investor app on a generated own profile of 100.000
// movements over 10 years in 12 accounts (seeded: packages/ledger/src/testing/generate-ledger.ts),
// against the demo in the same run. Builds, serves the builds (scripts/serve.mjs), and in
// Debian's Chromium with the CPU slowed down 4× (CDP) times, RUNS rounds, medians:
// - Home's numbers visible (navigation start to the net worth painted), own vs demo: ratio;
// - a Budget month switch (click on "Mese precedente" to the other month's figures painted);
// - a Movimenti search (the keystroke, a word typed at once, to the filtered list painted);
// - "Salva" on a new movement in Movimenti, then Home: in the same tab (the usual path) from
//   the click on Home to the new net worth painted; in another tab open on Home, from the
//   click on "Salva" to its net worth updated (Dexie's BroadcastChannel carries the change);
// - the longest main-thread task (Long Tasks API) while loading Home, and in the interactions;
// and the stored size of the 100.000 movements (navigator.storage.estimate, after − before).
// A benchmark, not a test: it reports missed targets and exits 0.
// BENCH_PORT (default 4501), CHROME_PATH (default /usr/bin/chromium) override.
// BENCH_LEDGER_BEFORE=<distDir> also measures the builds in apps/*/<distDir> (an earlier
// version, built with its own writer in bench/<distDir>-ledger-profile) on BENCH_PORT + 10,
// a separate origin, round by round in turn with the current one, and prints both side by side.
/* global window */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './bench/chromium.mjs';
import { installLedgerBenchHelpers } from './bench/ledger-page.mjs';
import { buildLedgerProfileWriter } from './bench/ledger-profile-build.mjs';
import { median } from './bench/median.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 4501);
const RUNS = Number(process.env.BENCH_LEDGER_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const SEARCHES = ['coop', 'farmacia', 'trenitalia', 'zara', 'cinema'];
const PROFILE_KEY = 'traguardo:investor:profile';

const CONTEXT = {
  viewport: { width: 1280, height: 800 },
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
  serviceWorkers: 'block',
  // The writer is added as a script of its own to an app page: the app's CSP allows 'self' only.
  bypassCSP: true,
};

/** Runs in the page before the app: opens `profile` (the profile store's stored state). */
function chooseProfile({ key, profile }) {
  window.localStorage.setItem(key, JSON.stringify({ state: { profile }, version: 1 }));
}

async function newContext(browser, profile) {
  const context = await browser.newContext(CONTEXT);
  await context.addInitScript(chooseProfile, { key: PROFILE_KEY, profile });
  await context.addInitScript(installLedgerBenchHelpers);
  return context;
}

/** A new page of `context` with the CPU slowed down from its first byte. */
async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

const bench = (page, name, ...args) =>
  page.evaluate(([n, a]) => window.__ledgerBench[n](...a), [name, args]);

/** A measure whose page never showed the result within the page's minute: reported as such. */
async function orTimeout(measure) {
  try {
    return await measure();
  } catch (error) {
    process.stdout.write(`  non misurato: ${String(error).split('\n')[0]}\n`);
    return { ms: Infinity, longestTask: Infinity };
  }
}

/** Writes the generated profile into the own profile's database; its stored size (bytes). */
async function writeOwnProfile(context, base, writer) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/investor/more`);
    const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage);
    const before = await usage();
    await page.addScriptTag({ path: writer });
    const count = await page.evaluate(() => window.traguardoBenchLedger.writeOwnProfile());
    const after = await usage();
    return { count, bytes: after - before };
  } finally {
    await page.close();
  }
}

/** Navigation start to Home's net worth painted; the longest task while loading. */
async function homeVisible(context, base) {
  const page = await throttledPage(context);
  try {
    await page.goto(`${base}/investor/`);
    const ms = await bench(page, 'homeVisible');
    return { ms, longestTask: await bench(page, 'longestTask') };
  } finally {
    await page.close();
  }
}

async function budgetSwitch(context, base) {
  const page = await throttledPage(context);
  try {
    await page.goto(`${base}/investor/budget`);
    await bench(page, 'budgetReady');
    await page.waitForTimeout(500);
    await bench(page, 'resetLongestTask');
    const ms = await bench(page, 'budgetMonthSwitch');
    return { ms, longestTask: await bench(page, 'longestTask') };
  } finally {
    await page.close();
  }
}

async function search(context, base, word) {
  const page = await throttledPage(context);
  try {
    await page.goto(`${base}/investor/transactions`);
    await bench(page, 'movementsReady');
    await page.waitForTimeout(500);
    const before = await bench(page, 'movementCount');
    await bench(page, 'armSearch');
    await bench(page, 'resetLongestTask');
    await page.getByRole('searchbox', { name: 'Cerca' }).fill(word);
    const ms = await bench(page, 'searchPainted', before);
    return { ms, longestTask: await bench(page, 'longestTask') };
  } finally {
    await page.close();
  }
}

/** "Salva" of a new movement in Movimenti to the net worth updated on Home in another tab. */
async function saveToHome(context, base, round) {
  const home = await throttledPage(context);
  const movements = await throttledPage(context);
  try {
    await home.goto(`${base}/investor/`);
    await bench(home, 'homeVisible');
    await movements.goto(`${base}/investor/transactions`);
    await bench(movements, 'movementsReady');
    await movements.getByRole('button', { name: 'Nuovo movimento' }).first().click();
    const dialog = movements.getByRole('dialog');
    await dialog.getByLabel('Descrizione').fill(`Spesa di prova ${round + 1}`);
    await dialog.getByLabel('Importo').fill(`-${12 + round},34`);
    await home.waitForTimeout(500);
    const before = await bench(home, 'netWorth');
    await bench(home, 'resetLongestTask');
    await bench(movements, 'resetLongestTask');
    const changed = bench(home, 'netWorthChanged', before);
    const clicked = await bench(movements, 'clickSave');
    const ms = (await changed) - clicked;
    const longestTask = Math.max(
      await bench(home, 'longestTask'),
      await bench(movements, 'longestTask'),
    );
    return { ms, longestTask };
  } finally {
    await movements.close();
    await home.close();
  }
}

/**
 * "Salva" of a new movement in Movimenti, then Home in the same tab (the usual path): from
 * the click on Home in the navigation to the new net worth painted.
 */
async function saveThenHome(context, base, round) {
  const page = await throttledPage(context);
  try {
    await page.goto(`${base}/investor/`);
    await bench(page, 'homeVisible');
    const before = await bench(page, 'netWorth');
    await page.goto(`${base}/investor/transactions`);
    await bench(page, 'movementsReady');
    await page.getByRole('button', { name: 'Nuovo movimento' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Descrizione').fill(`Spesa in scheda ${round + 1}`);
    await dialog.getByLabel('Importo').fill(`-${21 + round},56`);
    await bench(page, 'clickSave');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    await bench(page, 'resetLongestTask');
    const ms = await bench(page, 'homeLinkToNetWorth', before);
    return { ms, longestTask: await bench(page, 'longestTask') };
  } finally {
    await page.close();
  }
}

/**
 * Serves one build (apps/*\/<distDir>, on `port`), writes its own profile and opens each
 * profile's database once (the first visit, which for the demo seeds it: not timed).
 */
async function openBuild(browser, { distDir, port: buildPort, writer }) {
  const base = `http://localhost:${buildPort}`;
  const server = await serveBuilds({ port: buildPort, distDir });
  const demo = await newContext(browser, 'demo');
  const own = await newContext(browser, 'own');
  const close = async () => {
    await demo.close();
    await own.close();
    await server.stop();
  };
  try {
    const stored = await writeOwnProfile(own, base, writer);
    await homeVisible(demo, base);
    await homeVisible(own, base);
    return { distDir, base, demo, own, stored, rounds: [], close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One round of every measure on an opened build. */
async function measureRound({ distDir, base, demo, own, rounds }, round) {
  const demoHome = await orTimeout(() => homeVisible(demo, base));
  const ownHome = await orTimeout(() => homeVisible(own, base));
  const budget = await orTimeout(() => budgetSwitch(own, base));
  const searched = await orTimeout(() => search(own, base, SEARCHES[round % SEARCHES.length]));
  const saved = await orTimeout(() => saveToHome(own, base, round));
  const savedHere = await orTimeout(() => saveThenHome(own, base, round));
  rounds.push({ demoHome, ownHome, budget, searched, saved, savedHere });
  process.stdout.write(`  ${distDir}: giro ${round + 1}/${RUNS}\n`);
}

const med = (rounds, pick) => Math.round(median(rounds.map(pick)));
const ms = (value) => (Number.isFinite(value) ? `${value} ms` : '> 60 s');

function figures({ stored, rounds }) {
  const demoHome = med(rounds, (r) => r.demoHome.ms);
  const ownHome = med(rounds, (r) => r.ownHome.ms);
  return [
    { label: 'Home, demo (riferimento)', value: ms(demoHome), verdict: '' },
    {
      label: 'Home, 100.000 movimenti: numeri visibili',
      value: `${ms(ownHome)} (${(ownHome / demoHome).toFixed(2)}×)`,
      verdict: ownHome / demoHome <= 1 ? 'ok' : 'MANCATO',
      target: '≤ 1,0× la demo',
    },
    ...[
      ['cambio di mese (Budget)', (r) => r.budget.ms],
      ['ricerca in Movimenti (tasto → elenco)', (r) => r.searched.ms],
      ['"Salva", poi Home nella stessa scheda → patrimonio netto', (r) => r.savedHere.ms],
      ['"Salva" → patrimonio netto in Home in un\'altra scheda', (r) => r.saved.ms],
    ].map(([label, pick]) => {
      const value = med(rounds, pick);
      return {
        label,
        value: ms(value),
        verdict: value <= 100 ? 'ok' : 'MANCATO',
        target: '≤ 100 ms',
      };
    }),
    ...[
      ['task più lungo: Home demo (caricamento)', (r) => r.demoHome.longestTask, false],
      ['task più lungo: Home 100.000 (caricamento)', (r) => r.ownHome.longestTask, true],
      [
        'task più lungo: interazioni (mese, ricerca, salva)',
        (r) =>
          Math.max(
            r.budget.longestTask,
            r.searched.longestTask,
            r.saved.longestTask,
            r.savedHere.longestTask,
          ),
        true,
      ],
    ].map(([label, pick, judged]) => {
      const value = med(rounds, pick);
      return {
        label,
        value: ms(value),
        verdict: judged ? (value <= 50 ? 'ok' : 'MANCATO') : '',
        target: judged ? '≤ 50 ms' : '',
      };
    }),
    {
      label: `spazio occupato da ${stored.count.toLocaleString('it-IT')} movimenti`,
      value: `${(stored.bytes / 1024 / 1024).toFixed(1)} MB`,
      verdict: '',
    },
  ];
}

const before = process.env.BENCH_LEDGER_BEFORE;
execFileSync('pnpm', ['build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
const builds = [{ name: 'ora', distDir: 'dist', port, writer: await buildLedgerProfileWriter() }];
if (before !== undefined) {
  const writer = `${root}bench/${before}-ledger-profile/ledger-profile.js`;
  if (!existsSync(writer)) throw new Error(`Manca ${writer}: il writer della versione precedente.`);
  builds.unshift({ name: 'prima', distDir: before, port: port + 10, writer });
}
const browser = await launchChromium();
const opened = [];
try {
  for (const build of builds) opened.push(await openBuild(browser, build));
  // Round by round, each build in turn: a change of the machine's load meanwhile falls on
  // both alike.
  for (let round = 0; round < RUNS; round++) {
    for (const build of opened) await measureRound(build, round);
  }
} finally {
  for (const build of opened) await build.close();
  await browser.close();
}
const results = opened.map(figures);
const ROUND_MEASURES = [
  ['Home demo', (r) => r.demoHome.ms],
  ['Home 100.000', (r) => r.ownHome.ms],
  ['mese', (r) => r.budget.ms],
  ['ricerca', (r) => r.searched.ms],
  ['salva, stessa scheda', (r) => r.savedHere.ms],
  ['salva, altra scheda', (r) => r.saved.ms],
  ['task più lungo, Home 100.000', (r) => r.ownHome.longestTask],
  ['task più lungo, mese', (r) => r.budget.longestTask],
  ['task più lungo, ricerca', (r) => r.searched.longestTask],
  ['task più lungo, salva (stessa scheda)', (r) => r.savedHere.longestTask],
  ['task più lungo, salva (altra scheda)', (r) => r.saved.longestTask],
];

console.log(
  `\nLedger con CPU rallentata ${CPU_SLOWDOWN}×, mediana di ${RUNS} giri (pnpm bench:ledger):\n`,
);
const names = builds.map((b) => b.name);
console.log(`| misura | ${names.join(' | ')} | obiettivo | esito |`);
console.log(`|---|${names.map(() => '---:|').join('')}---|---|`);
const last = results.at(-1);
last.forEach((row, i) => {
  const values = results.map((r) => r[i].value);
  console.log(`| ${row.label} | ${values.join(' | ')} | ${row.target ?? ''} | ${row.verdict} |`);
});
// Every round's figure, so that the spread behind each median can be read, and which
// interaction holds the longest task.
console.log('\nI giri, uno per uno (ms):');
for (const [label, pick] of ROUND_MEASURES) {
  const each = opened.map(
    (build) => `${build.distDir} ${build.rounds.map((r) => Math.round(pick(r))).join(' ')}`,
  );
  console.log(`- ${label}: ${each.join(' · ')}`);
}
