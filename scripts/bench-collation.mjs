// pnpm bench:collation: what the locale-data worker's sort of two names
// (app-runtime/src/locale-warm-up.ts) saves the main thread. In headless Chromium, a fresh
// page times its first comparison of two names, as the app's first sort by name makes it:
// cold, and once a worker has compared two names first (as the warm-up worker does). The two
// alternate within each round, so both see the machine as it is; RUNS rounds (default 9),
// medians. A benchmark: it prints and exits 0.
/* global window */
import { launchChromium } from './bench/chromium.mjs';
import { median } from './bench/median.mjs';

const RUNS = Number(process.env.RUNS ?? 9);
const PAGE = 'http://collation.bench/';
const COMPARE =
  "new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true }).compare('Conto 10', 'conto 2')";

const variants = {
  'a freddo': 'setTimeout(firstCompare, 300);',
  'dopo il worker': `const worker = new Worker(URL.createObjectURL(new Blob([${JSON.stringify(
    `${COMPARE}; postMessage('ok');`,
  )}])));
worker.onmessage = () => setTimeout(firstCompare, 50);`,
};

function pageWith(start) {
  return `<!doctype html><html lang="it"><body><script>
function firstCompare() {
  const begin = performance.now();
  ${COMPARE};
  window.firstCompareMs = performance.now() - begin;
}
${start}
</script></body></html>`;
}

const browser = await launchChromium();
const times = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
try {
  for (let round = 0; round < RUNS; round++) {
    for (const [name, start] of Object.entries(variants)) {
      const context = await browser.newContext({ locale: 'it-IT' });
      const page = await context.newPage();
      await page.route(PAGE, (route) =>
        route.fulfill({ contentType: 'text/html', body: pageWith(start) }),
      );
      await page.goto(PAGE);
      await page.waitForFunction(() => window.firstCompareMs !== undefined);
      times[name].push(await page.evaluate(() => window.firstCompareMs));
      await context.close();
    }
  }
} finally {
  await browser.close();
}

const cold = median(times['a freddo']);
const warmed = median(times['dopo il worker']);
console.log(`Prima comparazione di due nomi sul thread principale, mediana di ${RUNS} giri:`);
for (const [name, values] of Object.entries(times)) {
  const list = values.map((ms) => ms.toFixed(1)).join(' ');
  console.log(`- ${name}: ${median(values).toFixed(1)} ms (giri: ${list})`);
}
console.log(`Dopo il worker / a freddo: ${(warmed / cold).toFixed(3)}×`);
