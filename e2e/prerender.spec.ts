import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import routeTable from '../vite-plugins/routes.json' with { type: 'json' };

// Issue 20: every static route's HTML is rendered at build time (vite-plugins/prerender.ts)
// and hydrated in the browser (packages/ui/src/mount-app.tsx). Routes with a parameter keep
// the plain fallback and are rendered in the browser.
const staticRoutes = routeTable.filter((route) => !('pattern' in route));
/**
 * The coach's welcome shows the time it was written, so its markup can never match the
 * build's: the build leaves it out (vite-plugins/prerender.ts) and the route needs script.
 */
const HOUR_BOUND = '/investor/coach';

/** The page's h1: the screen's name, except on the landing, which shows the brand. */
function headingOf(route: (typeof staticRoutes)[number]): string {
  return route.path === '/' ? 'Traguardo' : route.screen;
}

/**
 * Remembers the h1 the server sent, as soon as the document is parsed and before any module
 * script runs: hydration keeps that very node (and gives it React's fiber), a fresh render
 * would replace it.
 */
async function rememberServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverHeading?: Element | null }).serverHeading =
        document.querySelector('#root h1');
    });
  });
}

/** Resolves once React has taken over the h1 the server sent (it fails if it was replaced). */
async function expectHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    return (
      heading?.isConnected === true &&
      Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))
    );
  });
}

/** Resolves once a fresh render has replaced the h1 the server sent. */
async function expectRenderedAfresh(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    const now = document.querySelector('#root h1');
    return heading?.isConnected === false && now !== null;
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of staticRoutes.filter(({ path }) => path !== HOUR_BOUND)) {
    test(`${route.path} shows its content`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: headingOf(route) })).toBeVisible();
      // The app's shell (navigation) is there as well, not just a title.
      if (route.path !== '/') {
        await expect(page.getByRole('navigation', { name: /^Navigazione/ })).toBeVisible();
      }
    });
  }

  test('a route with a parameter keeps the plain fallback', async ({ page }) => {
    await page.goto('/advisor/client/c1');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Dettaglio cliente');
  });
});

test.describe('with JavaScript', () => {
  for (const route of staticRoutes) {
    test(`${route.path} hydrates without errors`, async ({ page }) => {
      await rememberServerHeading(page);
      await page.goto(route.path);
      // A screen that shows the time of day (the coach's welcome) cannot match build-time
      // markup: the build leaves it out and the page renders in the browser, with no error.
      if (route.path === HOUR_BOUND) await expect(page.locator('#root h1')).toBeVisible();
      else await expectHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: headingOf(route) })).toBeVisible();
    });
  }

  test('a saved plan and the dark theme are applied after hydration, with no error', async ({
    page,
  }) => {
    await page.goto('/investor/invest');
    await page.getByRole('radio', { name: /Crescita/ }).click();
    await page.goto('/investor/more');
    await page.getByRole('radio', { name: 'Scuro' }).click();

    for (const path of ['/investor/invest', '/investor/more']) {
      await rememberServerHeading(page);
      await page.goto(path);
      await expectHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await page.goto('/investor/invest');
    await expect(page.getByRole('radio', { name: /Crescita/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Bilanciato/ })).not.toBeChecked();
  });

  test('saved advisor settings show in the form after hydration, with no error', async ({
    page,
  }) => {
    await page.goto('/advisor/settings');
    const name = page.getByLabel('Nome completo');
    await name.fill('Giulia <b>Verdi</b>');
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();

    await rememberServerHeading(page);
    await page.reload();
    await expectHydrated(page);
    await expect(name).toHaveValue('Giulia <b>Verdi</b>');
  });

  test('another route’s markup (404, query, client page) is rendered afresh', async ({ page }) => {
    await rememberServerHeading(page);
    await page.goto('/investor/nope');
    await expectRenderedAfresh(page);
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
    await page.goto('/advisor/vitals?stato=red');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Vitali' })).toBeVisible();
    await page.goto('/advisor/client/c1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
