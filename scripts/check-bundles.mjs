// Bundle budgets (issue 11), measured on the production builds' Vite manifests:
// first-load JS of each app, the own size of every lazily loaded chunk and of every worker, gzip.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ?? 'dist';
const KB = 1024;

// firstLoadFiles: how many files that is. Each is a request, and on HTTP/1.1 (as
// Lighthouse's simulation sees our server) a page has six connections: a seventh file waits
// for a round trip (the investor's small chunks grouped, apps/investor/vite.config.ts).
const budgets = {
  // 100 KB until issue 20: the entry now also carries the after-paint start (app-start.ts)
  // and the module runtime its steps share, about 1.7 KB.
  landing: { firstRoute: undefined, firstLoad: 104 * KB, firstLoadFiles: 3 },
  // Above the landing's for the ledger's month flows (Home on 100,000 movements at 0.73× the
  // demo's time instead of 3.97×) and the import tables with the starter rules a new ledger
  // is created with (about 5 KB), Home's figures kept live after a write
  // (home-figures-live.ts: "Salva" then Home 180 → 128 ms, about 1.5 KB), and the ledger read
  // as one file (the queries of other screens with it, about 2.5 KB; Home's files 17 → 10),
  // and Home's cards drawn without their figures in the route's shell (about 0.8 KB), and
  // the positions in the net worth (their queries, records' schemas and valuation: Home's
  // figures count an investment account at its positions' value, about 3.5 KB), and that
  // account's cash (its operations replayed for what they paid and brought) with the rules of
  // when the savings rate and the debt ratio can be measured (about 1 KB).
  investor: {
    firstRoute: 'src/features/home/home-screen.tsx',
    firstLoad: 196 * KB,
    firstLoadFiles: 10,
  },
  advisor: {
    firstRoute: 'src/features/clients/clients-screen.tsx',
    firstLoad: 180 * KB,
    firstLoadFiles: 10,
  },
};
const LAZY_CHUNK_BUDGET = 40 * KB;
/**
 * The workers, built apart, each with its own budget, by file-name prefix: the tools loaded
 * only when the user asks for them (issue 17), the charts', and the one the apps start with.
 * The report PDF worker is jsPDF with jspdf-autotable and the report's layout (≈145 KB gzip;
 * jsPDF's unused html()/SVG helpers are left out).
 */
const ON_DEMAND_BUDGETS = [
  { prefix: 'report-pdf.worker-', budget: 160 * KB },
  // The CSV of 'Esporta': papaparse and the it-IT formatters.
  { prefix: 'clients-csv.worker-', budget: 16 * KB },
  // The Monte Carlo simulation (issue 18): the engine and its seeded generator.
  { prefix: 'monte-carlo.worker-', budget: 16 * KB },
  // Every chart of a page (issue 20): chart.js with the parts the charts use and their
  // options, off the main thread; fetched after the first paint, when a chart nears the view.
  { prefix: 'charts.worker-', budget: 72 * KB },
  // The same, drawn on the main thread: only where no worker can draw (no OffscreenCanvas).
  { prefix: 'main-thread-chart-', budget: 72 * KB },
  // Started with the app (issue 20): formats a sample with each it-IT formatter, so that ICU
  // loads the locale's data off the main thread.
  { prefix: 'locale-data.worker-', budget: 2 * KB },
  // Bank-statement import (issue 33), started with its screen: the CSV, OFX and CAMT.053
  // readers, and exceljs for .xlsx (≈250 KB gzip, inlined: a worker is built as one file).
  { prefix: 'import.worker-', budget: 300 * KB },
  // exceljs alone, fetched on the page only when the import worker cannot start and the
  // file is an .xlsx.
  { prefix: 'exceljs.min-', budget: 260 * KB },
  // Writes a confirmed bank import (issue 33), started with the import screen: Dexie, the
  // ledger's schemas and its import commands (≈42 KB gzip).
  { prefix: 'import-writer.worker-', budget: 48 * KB },
  // 'Importa clienti' (issue 34), started when a file is picked: papaparse, the client
  // import's rules and Dexie to read the book (≈41 KB gzip).
  { prefix: 'client-import.worker-', budget: 48 * KB },
  // 'Importa clienti' of an Excel workbook, started only when an .xlsx is picked: exceljs
  // (inlined, as in the bank import's worker) and the workbook reader.
  { prefix: 'client-workbook.worker-', budget: 300 * KB },
];

/** A file of the build with an on-demand budget of its own, not the lazy chunks' one. */
function onDemandBudget(file) {
  const name = file.split('/').pop() ?? file;
  return ON_DEMAND_BUDGETS.find(({ prefix }) => name.startsWith(prefix));
}

function gzipSize(dir, file) {
  return gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length;
}

/** The chunk and every chunk it imports statically, as manifest keys. */
function withStaticImports(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) withStaticImports(manifest, dep, seen);
  return seen;
}

/**
 * The chunks on a cycle of static imports, if any (a chunk group taken without its
 * dependencies can make one: the modules of a cycle may then run before what they import).
 */
function importCycle(manifest) {
  const state = new Map(); // key → 'open' while on the path, 'done' after
  const path = [];
  function visit(key) {
    if (state.get(key) === 'done') return undefined;
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'open');
    path.push(key);
    for (const dep of manifest[key]?.imports ?? []) {
      const cycle = visit(dep);
      if (cycle !== undefined) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    return undefined;
  }
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle !== undefined) return cycle.map((k) => manifest[k]?.file ?? k);
  }
  return undefined;
}

const rows = [];
let failed = false;
function row(app, what, ok, value, budget) {
  if (!ok) failed = true;
  rows.push({ app, what, valore: value, budget, esito: ok ? 'ok' : 'SUPERATO' });
}

function check(app, what, bytes, budget) {
  row(
    app,
    what,
    bytes <= budget,
    `${(bytes / KB).toFixed(1)} KB`,
    `${(budget / KB).toFixed(0)} KB`,
  );
}

/** A count of files: every one a request, which on HTTP/1.1 waits for one of six connections. */
function checkCount(app, what, count, budget) {
  row(app, what, count <= budget, `${count}`, `${budget}`);
}

for (const [app, budget] of Object.entries(budgets)) {
  const dir = `${root}apps/${app}/${distDir}`;
  const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entry === undefined) throw new Error(`${app}: nessun entry nel manifest`);

  const cycle = importCycle(manifest);
  if (cycle !== undefined) {
    failed = true;
    console.error(`${app}: chunk che si importano a vicenda: ${cycle.join(' → ')}`);
  }

  const firstLoad = withStaticImports(manifest, entry);
  // The entry imports the app itself once the page has painted (packages/app-runtime/src/app-start.ts):
  // on every page, so part of the first load.
  for (const step of manifest[entry].dynamicImports ?? []) {
    withStaticImports(manifest, step, firstLoad);
  }
  if (budget.firstRoute !== undefined) {
    if (manifest[budget.firstRoute] === undefined) {
      throw new Error(`${app}: ${budget.firstRoute} non è un chunk della build`);
    }
    withStaticImports(manifest, budget.firstRoute, firstLoad);
  }
  const firstLoadBytes = [...firstLoad].reduce((s, k) => s + gzipSize(dir, manifest[k].file), 0);
  check(app, 'JS del primo caricamento', firstLoadBytes, budget.firstLoad);
  checkCount(app, 'file JS del primo caricamento', firstLoad.size, budget.firstLoadFiles);

  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js') || firstLoad.has(key)) continue;
    if (onDemandBudget(chunk.file) !== undefined) continue;
    check(app, `chunk lazy ${chunk.name ?? key}`, gzipSize(dir, chunk.file), LAZY_CHUNK_BUDGET);
  }

  // Module workers are built apart and are not in the manifest: found by their file name.
  for (const file of readdirSync(`${dir}/assets`)) {
    const onDemand = onDemandBudget(file);
    if (onDemand === undefined || !file.endsWith('.js')) continue;
    check(app, `su richiesta ${file}`, gzipSize(dir, `assets/${file}`), onDemand.budget);
  }
  const workers = readdirSync(`${dir}/assets`).filter((f) => /\.worker-.*\.js$/.test(f));
  const unbudgeted = workers.filter((f) => onDemandBudget(f) === undefined);
  if (unbudgeted.length > 0) {
    failed = true;
    console.error(`${app}: worker senza budget: ${unbudgeted.join(', ')}`);
  }
}

console.table(rows);
if (failed) {
  console.error('Budget dei bundle superato: vedi le righe SUPERATO qui sopra.');
  process.exit(1);
}
console.log(`Budget dei bundle rispettati (${rows.length} controlli).`);
