// Regenerates the manifests' PNG icons from their SVG sources in Debian's Chromium (run by
// hand after changing a source: `node scripts/generate-icons.mjs`; the PNGs are committed
// so a build needs no image tool). favicon.svg is the "any" icon; icons/icon-maskable.svg
// keeps the mark inside the maskable safe zone (the inner 80%) on a full-bleed background.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ui = fileURLToPath(new URL('../packages/ui/', import.meta.url));
const icons = [
  { source: 'public/favicon.svg', size: 192, out: 'public/icon-192.png' },
  { source: 'public/favicon.svg', size: 512, out: 'public/icon-512.png' },
  { source: 'icons/icon-maskable.svg', size: 512, out: 'public/icon-maskable-512.png' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const { source, size, out } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = await readFile(`${ui}${source}`, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${ui}${out}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
