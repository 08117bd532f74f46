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

/**
 * A page of Storybook's preview (iframe.html) in one theme, kept for story after story: the
 * preview and axe-core load once, then each story is swapped in through Storybook's channel,
 * as its own test runner does. Loading the preview afresh for each story took most of the
 * check's time. What the page reports (errors, failed requests) counts against the story
 * shown at the time.
 */
async function openPreview(theme, firstStoryId) {
  const page = await context.newPage();
  const preview = { page, problems: [] };
  page.on('pageerror', (error) => preview.problems.push(`errore della pagina: ${error.message}`));
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (response !== null && response.status() >= 400) {
      preview.problems.push(`HTTP ${response.status()}: ${request.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (url.endsWith('/favicon.ico')) return;
    preview.problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  await page.goto(
    `${base}/iframe.html?id=${encodeURIComponent(firstStoryId)}&viewMode=story&globals=theme:${theme}`,
  );
  await page.waitForFunction(
    () =>
      globalThis.document.body.classList.contains('sb-show-main') ||
      globalThis.document.body.classList.contains('sb-show-errordisplay') ||
      globalThis.document.body.classList.contains('sb-show-nopreview'),
    undefined,
    { timeout: 20_000 },
  );
  preview.shown = firstStoryId;
  preview.firstError = await page.evaluate(() =>
    globalThis.document.body.classList.contains('sb-show-main')
      ? null
      : `Storybook mostra un errore: ${
          globalThis.document.querySelector('#error-message')?.textContent ?? ''
        }`,
  );
  return preview;
}

/**
 * Shows a story in the preview and resolves with Storybook's verdict: null once it has
 * rendered, or what went wrong (its error, or a missing story). Storybook's own events.
 */
function showStory(page, storyId) {
  return page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = {
          storyRendered: () => null,
          storyErrored: (error) =>
            `Storybook mostra un errore: ${error?.title ?? ''} ${error?.description ?? ''}`,
          storyThrewException: (error) => `Storybook mostra un errore: ${error?.message ?? error}`,
          storyMissing: () => 'storia mancante',
        };
        const listeners = Object.entries(outcomes).map(([event, outcome]) => {
          const listener = (payload) => {
            if (event === 'storyRendered' && payload !== id) return;
            for (const [name, registered] of listeners) channel.off(name, registered);
            resolve(outcome(payload));
          };
          channel.on(event, listener);
          return [event, listener];
        });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/** The page has settled: no animation running but endless ones, and two frames drawn. */
async function settled(page) {
  await page.waitForFunction(() =>
    globalThis.document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve)),
      ),
  );
}

async function checkStory(preview, story) {
  const { page } = preview;
  try {
    let shownError = preview.firstError;
    if (preview.shown !== story.id) {
      preview.problems = [];
      preview.shown = story.id;
      shownError = await Promise.race([
        showStory(page, story.id),
        page.waitForTimeout(20_000).then(() => 'la storia non è stata renderizzata in 20 s'),
      ]);
    }
    if (shownError !== null) preview.problems.push(shownError);
    await page
      .waitForFunction(
        (theme) => globalThis.document.documentElement.dataset.theme === theme,
        story.theme,
        { timeout: 5_000 },
      )
      .catch(() => preview.problems.push(`la storia non è in tema ${story.theme}`));
    await settled(page);
    const violations = await blockingViolations(page, {
      rules: story.theme === 'light' ? undefined : COLOUR_RULES,
    });
    for (const violation of violations) preview.problems.push(`axe ${violation}`);
  } catch (error) {
    preview.problems.push(
      `non renderizzata: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const problems = preview.problems;
  const id = `${story.id} (${story.theme})`;
  if (problems.length > 0) failures.push({ id, problems });
  console.log(`${problems.length > 0 ? '✗' : '✓'} ${id}`);
}

const queue = stories.flatMap((entry) => themes.map((theme) => ({ ...entry, theme })));
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    // One preview per theme for this runner, opened on its first story in that theme.
    const previews = new Map();
    for (let story = queue.shift(); story !== undefined; story = queue.shift()) {
      if (!previews.has(story.theme)) {
        previews.set(story.theme, await openPreview(story.theme, story.id));
      }
      await checkStory(previews.get(story.theme), story);
    }
    for (const { page } of previews.values()) await page.close();
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
