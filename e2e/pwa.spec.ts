import { type BrowserContext, type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, expectReadable, test } from './fixtures';
import { openGoalTemplates } from './goal-templates';
import { waitForHydrated } from './navigation';
import routeTable from '../vite-plugins/routes.json' with { type: 'json' };

const apps = [
  { base: '/investor/', name: 'Traguardo – Investitore' },
  { base: '/advisor/', name: 'Traguardo – Consulente' },
] as const;

const OFFLINE_NOTICE = 'Sei offline: le modifiche restano su questo dispositivo';
const UPDATE_NOTICE = 'Nuova versione disponibile';

function routesOf(base: string): string[] {
  return routeTable.map((route) => route.path).filter((path) => path.startsWith(base));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the app's service worker is active, i.e. the precache is complete. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function backOnline(context: BrowserContext) {
  await context.setOffline(false);
}

// The service worker is what this file tests (the other specs block it).
test.use({ serviceWorkers: 'allow' });

test.describe('installable', () => {
  for (const app of apps) {
    test(`${app.base} links a valid manifest with fetchable icons`, async ({ page, request }) => {
      await page.goto(app.base);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`${app.base}manifest.webmanifest`);
      const response = await request.get(href ?? '');
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        lang: string;
        start_url: string;
        scope: string;
        display: string;
        theme_color: string;
        background_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest.name).toBe(app.name);
      expect(manifest.short_name.length).toBeGreaterThan(0);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.lang).toBe('it');
      expect(manifest.start_url).toBe(app.base);
      expect(manifest.scope).toBe(app.base);
      expect(manifest.display).toBe('standalone');
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

      const wanted = [
        { sizes: '192x192', purpose: 'any' },
        { sizes: '512x512', purpose: 'any' },
        { sizes: '512x512', purpose: 'maskable' },
      ];
      for (const { sizes, purpose } of wanted) {
        const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
        expect(icon, `${sizes} ${purpose}`).toBeDefined();
        const url = new URL(icon?.src ?? '', new URL(href ?? '', page.url())).pathname;
        expect(url.startsWith(app.base), url).toBe(true);
        const image = await request.get(url);
        expect(image.ok(), url).toBe(true);
        expect(image.headers()['content-type']).toBe('image/png');
        const { width, height } = pngSize(await image.body());
        expect(`${width}x${height}`).toBe(sizes);
      }
    });

    test(`${app.base}sw.js is served fresh, in the app's scope`, async ({ page, request }) => {
      const response = await request.get(`${app.base}sw.js`);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toContain('javascript');
      expect(response.headers()['cache-control']).toBe('no-cache');
      await page.goto(app.base);
      await waitForServiceWorker(page);
      const scope = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.scope;
      });
      expect(scope).toBe(new URL(app.base, page.url()).href);
    });
  }

  test('the landing page has no manifest and no service worker', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect((await request.get('/sw.js')).status()).toBe(404);
    const registrations = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length,
    );
    expect(registrations).toBe(0);
  });
});

test.describe('offline after one visit', () => {
  test('every investor screen reloads offline, with its saved data', async ({ page, context }) => {
    test.slow();
    await page.goto('/investor/goals');
    await waitForServiceWorker(page);
    // Saved data: a goal added online is still there offline.
    const { cards: goals, before, picker } = await openGoalTemplates(page);
    await picker.getByRole('button').first().click();
    await expect(goals).toHaveCount(before + 1);

    await context.setOffline(true);
    for (const path of routesOf('/investor/')) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await page.goto('/investor/goals');
    await expect(goals).toHaveCount(before + 1);
    await backOnline(context);
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  });

  test('every advisor screen reloads offline, with its saved data', async ({ page, context }) => {
    test.slow();
    await page.goto('/advisor/settings');
    await waitForServiceWorker(page);
    await page.getByLabel('Nome completo').fill('Dott. Luca Neri');
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();

    await context.setOffline(true);
    for (const path of routesOf('/advisor/')) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    await page.goto('/advisor/settings');
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Dott. Luca Neri');
    await backOnline(context);
  });
});

const investorWorker = fileURLToPath(
  new URL(`../apps/investor/${process.env.DIST_DIR ?? 'dist'}/sw.js`, import.meta.url),
);

test('a new version is offered, not forced', async ({ page }) => {
  test.slow();
  await page.goto('/investor/');
  await waitForServiceWorker(page);
  await page.reload(); // now the page is controlled by the installed version
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'pagina aperta';
  });

  // A new deployment: the server reads sw.js from disk on every request (scripts/serve.mjs).
  // It stays deployed until the page has taken it: put back earlier, the browser's next check
  // would find the old file new again and offer it once more.
  const deployed = await readFile(investorWorker, 'utf8');
  try {
    await writeFile(investorWorker, `${deployed}\n// nuova versione\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(page.getByText(UPDATE_NOTICE)).toBeVisible({ timeout: 20_000 });
    const update = page.getByRole('button', { name: 'Aggiorna' });
    await expect(update).toBeVisible();
    await expectAccessible(page);

    // Not forced: the same page stays, the new version keeps waiting.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'pagina aperta',
    );
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
    );
    expect(waiting).toBe(true);

    await Promise.all([page.waitForEvent('load'), update.click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      undefined,
    );
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(UPDATE_NOTICE)).toHaveCount(0);
    const stillWaiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(stillWaiting).toBe(null);
  } finally {
    await writeFile(investorWorker, deployed);
  }
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of routeTable.map((route) => route.path)) {
    test(`${path} follows a dark system theme, accessibly`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(await page.evaluate(luminanceOf, background)).toBeLessThan(0.05);
      // Audited whole in light by foundation.spec.ts; in dark only colours change.
      await expectReadable(page);
    });
  }
});

/** Relative luminance of a computed CSS colour (rgb(), or oklch()/lab() via a canvas). */
function luminanceOf(color: string): number {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d');
  if (context === null) return 1;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r = 255, g = 255, b = 255] = context.getImageData(0, 0, 1, 1).data;
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

test.describe('the Scuro choice', () => {
  test.use({ colorScheme: 'light' });

  const screens = [
    { path: '/investor/more', app: 'investor' },
    { path: '/advisor/settings', app: 'advisor' },
  ];
  for (const { path, app } of screens) {
    test(`survives a reload (${app})`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const scuro = page.getByRole('radio', { name: 'Scuro' });
      await waitForHydrated(scuro);
      await scuro.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('radio', { name: 'Scuro' })).toBeChecked();
      await expectReadable(page);

      const sistema = page.getByRole('radio', { name: 'Sistema' });
      await waitForHydrated(sistema);
      await sistema.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  }

  test('is applied before the first paint, by an external render-blocking script', async ({
    request,
  }) => {
    for (const app of apps) {
      const html = await (await request.get(app.base)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const firstScript = /<script\b[^>]*>/.exec(head)?.[0] ?? '';
      expect(firstScript).toMatch(
        new RegExp(`src="${app.base}assets/pre-paint-theme-[\\w-]+\\.js"`),
      );
      expect(firstScript).not.toMatch(/\b(type="module"|async|defer)\b/);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });
});
