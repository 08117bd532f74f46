import { type Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForLive } from './fixtures';

// A screen whose code (its route chunk) cannot be fetched — offline before it was stored,
// or gone from the server after a new deployment — says so in Italian inside the app's
// frame, and the navigation keeps working (issue 30, "Offline and after a redeploy").

const OFFLINE_TITLE = 'Questa schermata non è disponibile offline';
const NEW_VERSION_TITLE = 'È disponibile una nuova versione';
const ROUTER_DEFAULT = /Unexpected Application Error|Failed to fetch dynamically imported module/;
const BUDGET_CHUNK = /\/investor\/assets\/budget-screen-[\w-]+\.js$/;
const VITALS_CHUNK = /\/advisor\/assets\/vitals-screen-[\w-]+\.js$/;

function nav(page: Page, name = 'Navigazione principale') {
  return page.getByRole('navigation', { name });
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/** The frame is still there: the navigation, and a main landmark holding `title`. */
async function expectInFrame(page: Page, title: string, navName?: string): Promise<void> {
  await expect(heading(page, title)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: title }),
  ).toBeVisible();
  await expect(nav(page, navName)).toBeVisible();
  await expect(page.getByText(ROUTER_DEFAULT)).toHaveCount(0);
}

/**
 * The browser logs each request that failed (no network, a 404) as a console error: those
 * are what these tests cause on purpose, and nothing else may be logged.
 */
function forgiveFailedFetches(problems: string[]): void {
  const unexpected = problems.filter(
    (problem) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(problem),
  );
  problems.splice(0, problems.length, ...unexpected);
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/investor');
  await expect(heading(page, 'Home')).toBeVisible();
  await waitForLive(page);
}

test.describe('without a service worker', () => {
  test('offline, Budget says it is not available offline; Riprova opens it once back online', async ({
    page,
    context,
    pageProblems,
  }) => {
    await openHome(page);
    await context.setOffline(true);

    await nav(page).getByRole('link', { name: 'Budget' }).click();
    await expectInFrame(page, OFFLINE_TITLE);
    await expect(page.getByText(/appena torni online/)).toBeVisible();
    await expect(page).toHaveURL(/\/investor\/budget$/);
    await expectAccessible(page);

    await nav(page).getByRole('link', { name: 'Home' }).click();
    await expect(heading(page, 'Home')).toBeVisible();

    await nav(page).getByRole('link', { name: 'Budget' }).click();
    await expectInFrame(page, OFFLINE_TITLE);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(heading(page, 'Budget')).toBeVisible();
    await expect(page.getByText(OFFLINE_TITLE)).toHaveCount(0);
    forgiveFailedFetches(pageProblems);
  });

  test('online, a chunk gone after a new deployment offers Ricarica', async ({
    page,
    pageProblems,
  }) => {
    await openHome(page);
    await page.route(BUDGET_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

    await nav(page).getByRole('link', { name: 'Budget' }).click();
    await expectInFrame(page, NEW_VERSION_TITLE);
    const reload = page.getByRole('button', { name: 'Ricarica' });
    await expect(reload).toBeVisible();
    await expectAccessible(page);

    await nav(page).getByRole('link', { name: 'Obiettivi' }).click();
    await expect(heading(page, 'Obiettivi')).toBeVisible();
    await nav(page).getByRole('link', { name: 'Budget' }).click();
    await expectInFrame(page, NEW_VERSION_TITLE);

    // The new version is what the server has now: Ricarica loads the whole page from it.
    await page.unroute(BUDGET_CHUNK);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(heading(page, 'Budget')).toBeVisible();
    forgiveFailedFetches(pageProblems);
  });
});

test('advisor: online, a chunk gone after a new deployment offers Ricarica inside the frame', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/advisor');
  await expect(heading(page, 'Clienti')).toBeVisible();
  await waitForLive(page);
  await page.route(VITALS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const advisorNav = nav(page, 'Navigazione consulente');

  await advisorNav.getByRole('link', { name: 'Vitali' }).click();
  await expectInFrame(page, NEW_VERSION_TITLE, 'Navigazione consulente');
  await expect(page.getByRole('button', { name: 'Ricarica' })).toBeVisible();

  await advisorNav.getByRole('link', { name: 'Clienti' }).click();
  await expect(heading(page, 'Clienti')).toBeVisible();
  forgiveFailedFetches(pageProblems);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('3 s on /investor, then offline: Budget opens, or says it is not available offline', async ({
    page,
    context,
    pageProblems,
  }) => {
    await page.goto('/investor');
    await expect(heading(page, 'Home')).toBeVisible();
    // A short first visit, as a person makes it (issue 30).
    await page.waitForTimeout(3_000);
    await context.setOffline(true);

    await nav(page).getByRole('link', { name: 'Budget' }).click();
    await expect(heading(page, 'Budget').or(heading(page, OFFLINE_TITLE))).toBeVisible();
    await expect(page.getByText(ROUTER_DEFAULT)).toHaveCount(0);
    await expect(nav(page)).toBeVisible();

    await nav(page).getByRole('link', { name: 'Home' }).click();
    await expect(heading(page, 'Home')).toBeVisible();
    forgiveFailedFetches(pageProblems);
  });

  test('once installed on the first visit, every screen opens offline in that same tab', async ({
    page,
    context,
  }) => {
    await openHome(page);
    // The first visit's page is taken over by the worker it installed, with every screen's
    // code precached: no reload needed.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 20_000,
      })
      .toBe(true);
    await context.setOffline(true);

    await nav(page).getByRole('link', { name: 'Budget' }).click();
    await expect(heading(page, 'Budget')).toBeVisible();
    await nav(page).getByRole('link', { name: 'Vault' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE_TITLE)).toHaveCount(0);
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await expect(heading(page, 'Home')).toBeVisible();
  });
});
