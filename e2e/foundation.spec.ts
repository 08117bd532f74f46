import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';
import routeTable from '../vite-plugins/routes.json' with { type: 'json' };

// The one route table, shared with `pnpm bench:lighthouse` and the build's route preloads.
const placeholderRoutes = routeTable.map((route) => route.path);

test.describe('one-origin server', () => {
  test('the landing app answers at /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Traguardo/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('/investor redirects to /investor/ keeping the query', async ({ request }) => {
    const response = await request.get('/investor?role=investor', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/investor/?role=investor');
  });

  test('a deep link survives a hard reload', async ({ page }) => {
    await openScreen(page, '/investor/goals', 'Obiettivi');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Obiettivi' })).toBeVisible();
  });

  test('the advisor app loads on a deep link', async ({ page }) => {
    await openScreen(page, '/advisor/vitals', 'Dashboard Vitali');
  });

  test('a missing asset answers 404, not the SPA page', async ({ request }) => {
    for (const path of ['/investor/assets/nope.js', '/advisor/assets/nope.css', '/nope.png']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test('security headers are on every response', async ({ request }) => {
    for (const path of ['/', '/investor/', '/advisor/settings', '/favicon.svg']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

test.describe('not-found page', () => {
  for (const path of ['/nope', '/investor/nope', '/advisor/nope']) {
    test(`${path} shows the 404 page with a working home link`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.goto(path);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible();
      await expectAccessible(page);
      expect(warnings.join('\n')).toContain(path);
      await page.getByRole('link', { name: 'Torna alla home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('every route renders accessibly', () => {
  for (const path of placeholderRoutes) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});
