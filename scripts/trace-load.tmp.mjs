import { launchChromium } from './bench/chromium.mjs';
import { serveBuilds } from './lighthouse/serve-builds.mjs';
const port = 4915, base = `http://localhost:${port}`;
const route = process.argv[2] ?? '/investor/budget';
const dist = process.env.DIST ?? 'dist-prof';
const runs = Number(process.env.RUNS ?? 1);
const server = await serveBuilds({ port, distDir: dist });
const browser = await launchChromium();
const all = [];
for (let r = 0; r < runs; r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'it-IT', serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(`${base}${route}`);
  await page.waitForTimeout(3000);
  const buf = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buf.toString());
  // renderer main thread: thread with name CrRendererMain
  const main = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody');
  const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.includes(`${e.pid}:${e.tid}`) && e.dur > 1000);
  const t0 = Math.min(...tasks.map((t) => t.ts));
  const long = [];
  for (const t of tasks) {
    if (t.dur < 12000) continue;
    const inner = traceEvents.filter((e) => e.ph === 'X' && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule' || e.name === 'ParseHTML' || e.name === 'Layout' || e.name === 'UpdateLayoutTree' || e.name === 'Paint' || e.name === 'EventDispatch' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame'));
    const desc = inner.filter((e) => e.dur > 2000).slice(0, 4).map((e) => `${e.name}(${Math.round(e.dur / 1000)}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop().slice(0, 20) : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}${e.args?.data?.type ? ' ' + e.args.data.type : ''})`).join(' ');
    long.push(`${Math.round((t.ts - t0) / 1000)}+${Math.round(t.dur / 1000)} ${desc}`);
  }
  const sumOver = tasks.reduce((s, t) => s + Math.max(0, t.dur / 1000 * 4 - 50), 0);
  console.log(`run ${r}: tasks>12ms: ${long.length}, sum(4×dur−50)=${Math.round(sumOver)}`);
  for (const l of long) console.log('   ', l);
  all.push(sumOver);
  await ctx.close();
}
await browser.close(); await server.stop();
