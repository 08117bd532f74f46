import { launchChromium } from './bench/chromium.mjs';
const browser = await launchChromium();
const variants = {
  cold: `setTimeout(run, 300);`,
  warmedInWorker: `const w = new Worker(URL.createObjectURL(new Blob(["new Intl.Collator('it-IT').compare('a','b'); 'x'.localeCompare('y'); postMessage(1)"]))); w.onmessage = () => setTimeout(run, 50);`,
};
const out = {};
for (let round = 0; round < 8; round++) for (const [name, code] of Object.entries(variants)) {
  const ctx = await browser.newContext({ locale: 'it-IT' });
  const page = await ctx.newPage();
  await page.route('http://probe.test/', (r) => r.fulfill({ contentType: 'text/html', body: `<!doctype html><body>x<script>function run(){ let t=performance.now(); 'b'.localeCompare('a'); const a=performance.now()-t; t=performance.now(); new Intl.Collator('it-IT',{sensitivity:'base'}).compare('a','b'); window.cost=[a, performance.now()-t]; } ${code}</script></body>` }));
  await page.goto('http://probe.test/');
  await page.waitForFunction(() => window.cost !== undefined);
  (out[name] ??= []).push(await page.evaluate(() => window.cost));
  await ctx.close();
}
for (const [k, v] of Object.entries(out)) console.log(k.padEnd(16), v.map(([a, b]) => `${a.toFixed(1)}/${b.toFixed(1)}`).join(' '));
await browser.close();
