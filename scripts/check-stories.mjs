// Renders every story of the built Storybook in headless Chromium and fails on any render
// error, console error or serious/critical axe violation (issue 4's automated check).
// STORYBOOK_DIR picks the build folder (default storybook-static); CHROME_PATH the browser;
// STORY_CONCURRENCY how many stories render at once (default 2).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import { blockingViolations, COLOUR_RULES } from './axe/audit-page.mjs';

const dir = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
const indexFile = `${dir}/index.json`;
if (!existsSync(indexFile)) {
  console.error(`Manca ${indexFile}: esegui prima 'pnpm build-storybook'.`);
  process.exit(1);
}

const index = JSON.parse(readFileSync(indexFile, 'utf8'));
// STORY_FILTER (a substring of the story id) narrows a run while debugging.
const filter = process.env.STORY_FILTER ?? '';
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.id.includes(filter),
);

const server = createServer(sirv(dir, { dev: false }));
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });

const failures = [];
// Every story in both themes of the toolbar switch (.storybook/preview.tsx). The dark theme
// changes colours only (theme.css swaps the palette's variables), not the DOM, so in dark the
// audit runs the rules that read colours; the light audit runs every rule.
const themes = ['light', 'dark'];
// Two stories at a time: each waits on the browser as much as on this process.
const CONCURRENCY = Number(process.env.STORY_CONCURRENCY ?? 2);

async function checkStory(story) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`errore della pagina: ${error.message}`));
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (response !== null && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${request.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // Chromium asks the first page of a context for /favicon.ico; Storybook has none.
    if (url.endsWith('/favicon.ico')) return;
    problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  try {
    await page.goto(
      `${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${story.theme}`,
    );
    // Storybook marks the body once the story has rendered, or its error display.
    await page.waitForFunction(
      () =>
        globalThis.document.body.classList.contains('sb-show-main') ||
        globalThis.document.body.classList.contains('sb-show-errordisplay') ||
        globalThis.document.body.classList.contains('sb-show-nopreview'),
      undefined,
      { timeout: 20_000 },
    );
    const shownError = await page.evaluate(() =>
      globalThis.document.body.classList.contains('sb-show-errordisplay') ||
      globalThis.document.body.classList.contains('sb-show-nopreview')
        ? (globalThis.document.querySelector('#error-message')?.textContent ??
          'errore di Storybook')
        : null,
    );
    if (shownError !== null) problems.push(`Storybook mostra un errore: ${shownError}`);
    // The toolbar's theme is put on <html> by a decorator as the story renders.
    await page
      .waitForFunction(
        (theme) => globalThis.document.documentElement.dataset.theme === theme,
        story.theme,
        { timeout: 5_000 },
      )
      .catch(() => problems.push(`la storia non è in tema ${story.theme}`));
    // Let charts and transitions settle; the whole page is audited because dialogs
    // and toasts render in portals outside #storybook-root.
    await page.waitForTimeout(300);
    const violations = await blockingViolations(page, {
      rules: story.theme === 'light' ? undefined : COLOUR_RULES,
    });
    for (const violation of violations) problems.push(`axe ${violation}`);
  } catch (error) {
    problems.push(`non renderizzata: ${error instanceof Error ? error.message : String(error)}`);
  }
  await page.close();
  const id = `${story.id} (${story.theme})`;
  if (problems.length > 0) failures.push({ id, problems });
  console.log(`${problems.length > 0 ? '✗' : '✓'} ${id}`);
}

const queue = stories.flatMap((entry) => themes.map((theme) => ({ ...entry, theme })));
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let story = queue.shift(); story !== undefined; story = queue.shift()) {
      await checkStory(story);
    }
  }),
);

await browser.close();
server.close();

if (failures.length > 0) {
  console.error(`\n${failures.length} storie su ${stories.length} non superano il controllo:`);
  for (const { id, problems } of failures) {
    console.error(`- ${id}`);
    for (const problem of problems) console.error(`    ${problem}`);
  }
  process.exit(1);
}
console.log(
  `\nTutte le ${stories.length} storie, in tema chiaro e scuro, renderizzano senza errori né violazioni axe gravi.`,
);
