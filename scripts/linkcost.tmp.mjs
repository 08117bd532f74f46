import { launchChromium } from './bench/chromium.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';
import { readFileSync } from 'node:fs';
const port = 4931, base = `http://localhost:${port}`;
const html = readFileSync('apps/investor/dist/invest/index.html', 'utf8');
const urls = html.match(/after-paint-modules" content="([^"]*)"/)[1].split(' ');
const server = await serveBuilds({ port, distDir: 'dist' });
const browser = await launchChromium();
const variants = {
  links: `for (const u of U) { const l = document.createElement('link'); l.rel='modulepreload'; l.crossOrigin=''; l.href=u; document.head.append(l); }`,
  fragment: `const f = document.createDocumentFragment(); for (const u of U) { const l = document.createElement('link'); l.rel='modulepreload'; l.crossOrigin=''; l.href=u; f.append(l); } document.head.append(f);`,
  fetch: `for (const u of U) fetch(u, { credentials: 'same-origin' });`,
  preloadScript: `for (const u of U) { const l = document.createElement('link'); l.rel='preload'; l.as='script'; l.crossOrigin=''; l.href=u; document.head.append(l); }`,
};
const out = {};
for (let round = 0; round < 14; round++) for (const [name, code] of Object.entries(variants)) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.route(`${base}/investor/probe.html`, (r) => r.fulfill({ contentType: 'text/html', body: `<!doctype html><html><head></head><body>x<script>const U=${JSON.stringify(urls)}; setTimeout(() => { const t=performance.now(); ${code}; window.cost=performance.now()-t; }, 200);</script></body></html>` }));
  await page.goto(`${base}/investor/probe.html`);
  await page.waitForFunction(() => window.cost !== undefined);
  (out[name] ??= []).push(await page.evaluate(() => window.cost));
  await ctx.close();
}
for (const [k, v] of Object.entries(out)) { v.sort((a, b) => a - b); console.log(k.padEnd(14), v.map((x) => x.toFixed(1)).join(' '), 'median', v[7].toFixed(1)); }
await browser.close(); await server.stop();
