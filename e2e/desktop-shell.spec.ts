import { devices, type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, expectReadable, test, waitForLive } from './fixtures';
import { openScreen } from './navigation';

// The shell at every screen size (packages/ui/src/app-shell.tsx): from 1024px the navigation
// is a sidebar and the content uses the width; on a phone the bottom bar of spec §2.

const INVESTOR_NAV = 'Navigazione principale';
const ADVISOR_NAV = 'Navigazione consulente';
const INVESTOR_ITEMS = [
  'Home',
  'Conti',
  'Budget',
  'Obiettivi',
  'Investi',
  'Coach',
  'Vault',
  'Altro',
];
const ADVISOR_ITEMS = ['Clienti', 'Vitali', 'Report', 'Impostazioni'];

const desktop = (width: number, height: number) => ({
  viewport: { width, height },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
});

/** The navigation a user can see and reach; the other one is hidden (display: none). */
function shownNav(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('elemento non visibile');
  return found;
}

/** The width the screen's content gets: <main> without its padding. */
function contentWidth(page: Page): Promise<number> {
  return page.getByRole('main').evaluate((main) => {
    const style = getComputedStyle(main);
    return main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
}

/** Expects exactly one navigation named `name` exposed, a column at the left under the header. */
async function expectSidebar(page: Page, name: string, items: readonly string[]) {
  const nav = shownNav(page, name);
  await expect(nav).toHaveCount(1);
  await expect(nav.getByRole('link')).toHaveText(items);
  const viewport = page.viewportSize();
  const header = await box(page.getByRole('banner'));
  const side = await box(nav);
  expect(side.x).toBe(0);
  expect(side.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(side.width).toBeLessThan(300);
  expect(side.y + side.height).toBe(viewport?.height);
  // The bar is in the markup, hidden at this size: nothing fixed to the foot of the screen.
  const both = page.getByRole('navigation', { name, includeHidden: true });
  await expect(both).toHaveCount(2);
  await expect(both.last()).toBeHidden();
  // The content sits beside the sidebar, never under it.
  expect((await box(page.getByRole('main'))).x).toBeGreaterThanOrEqual(side.x + side.width);
}

/** Expects the click on `element`'s centre to reach it: nothing is drawn over it. */
async function expectNotCovered(element: Locator) {
  const reached = await element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    return top !== null && node.contains(top);
  });
  expect(reached).toBe(true);
}

type Shifts = {
  /** The sum of the page's layout shifts so far, as Chromium reports them (CLS, unwindowed). */
  total: number;
  /** What moved of the shell itself: the header, a navigation, <main>, the screen's title. */
  shell: string[];
};

function layoutShifts(page: Page): Promise<Shifts> {
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
        const ofShell = (node: Node | null | undefined) =>
          node instanceof Element &&
          (node.closest('header, nav') !== null || node.matches('main, h1, main > *:first-child'));
        const sum = (entries: Shift[]): Shifts => ({
          total: entries.reduce((total, entry) => total + entry.value, 0),
          shell: entries.flatMap((entry) =>
            entry.sources
              .filter((source) => ofShell(source.node))
              .map((source) => (source.node instanceof Element ? source.node.outerHTML : ''))
              .map((html) => html.slice(0, 80)),
          ),
        });
        new PerformanceObserver((list) => resolve(sum(list.getEntries() as Shift[]))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve({ total: 0, shell: [] }), 500);
      }),
  );
}

test.describe('on a 1280×800 screen', () => {
  test.use(desktop(1280, 800));

  test('the investor navigation is a sidebar with the eight items; the content uses the width', async ({
    page,
  }) => {
    await openScreen(page, '/investor/', 'Home');
    await expectSidebar(page, INVESTOR_NAV, INVESTOR_ITEMS);
    await expect(shownNav(page, INVESTOR_NAV).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await contentWidth(page)).toBeGreaterThan(1000);
    await expectAccessible(page);
  });

  test('the sidebar navigates, and marks the screen shown', async ({ page }) => {
    await openScreen(page, '/investor/', 'Home');
    await waitForLive(page);
    const nav = shownNav(page, INVESTOR_NAV);
    for (const [label, path, heading] of [
      ['Budget', '/investor/budget', 'Budget'],
      ['Investi', '/investor/invest', 'Investi'],
      ['Home', '/investor', 'Home'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.locator('[aria-current="page"]')).toHaveText(label);
    }
  });

  test('the keyboard reaches the sidebar before the content, with a visible focus', async ({
    page,
  }) => {
    // Home's content opens with links (the quick actions): the sidebar's come first.
    await openScreen(page, '/investor/', 'Home');
    await waitForLive(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeFocused();
    const nav = shownNav(page, INVESTOR_NAV);
    for (const label of ['Home', 'Conti']) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: label })).toBeFocused();
    }
    const accounts = nav.getByRole('link', { name: 'Conti' });
    const outline = await accounts.evaluate((link) => {
      const style = getComputedStyle(link);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/investor/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Conti' })).toBeVisible();
    await expect(accounts).toHaveAttribute('aria-current', 'page');
  });

  test('the advisor navigation is a sidebar with the four items, and navigates', async ({
    page,
  }) => {
    await openScreen(page, '/advisor/vitals', 'Dashboard Vitali');
    await expectSidebar(page, ADVISOR_NAV, ADVISOR_ITEMS);
    const nav = shownNav(page, ADVISOR_NAV);
    await expect(nav.getByRole('link', { name: 'Vitali' })).toHaveAttribute('aria-current', 'page');
    expect(await contentWidth(page)).toBeGreaterThan(1000);
    await expectAccessible(page);
    await waitForLive(page);
    await nav.getByRole('link', { name: 'Clienti' }).click();
    await expect(page).toHaveURL('/advisor');
    await expect(page.getByRole('heading', { level: 1, name: 'Clienti' })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Clienti');
  });

  test('a client page and Report sit beside the sidebar; Report keeps its actions at hand', async ({
    page,
  }) => {
    await openScreen(page, '/advisor/client/c1', 'Marco Rossi');
    await expectSidebar(page, ADVISOR_NAV, ADVISOR_ITEMS);
    expect(await contentWidth(page)).toBeGreaterThan(1000);

    await openScreen(page, '/advisor/reports', 'Report e Analisi');
    await expectSidebar(page, ADVISOR_NAV, ADVISOR_ITEMS);
    for (const name of ['Genera PDF', 'Condividi']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeInViewport({ ratio: 1 });
      await expectNotCovered(button);
    }
    // Held at the foot of the screen (no bar there at this size) while the choices scroll by.
    await page.getByRole('radio', { name: /Portafoglio/ }).scrollIntoViewIfNeeded();
    const generate = page.getByRole('button', { name: 'Genera PDF' });
    await expect(generate).toBeInViewport({ ratio: 1 });
    await expectNotCovered(generate);
  });

  test('the header stays on top and the sidebar in place while the page scrolls', async ({
    page,
  }) => {
    await openScreen(page, '/investor/budget', 'Budget');
    // The month's cards make the page long enough to scroll.
    await expect(page.getByRole('region', { name: 'Riepilogo del mese' })).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect((await box(page.getByRole('banner'))).y).toBe(0);
    await expectSidebar(page, INVESTOR_NAV, INVESTOR_ITEMS);
    await expectNotCovered(shownNav(page, INVESTOR_NAV).getByRole('link', { name: 'Altro' }));
  });

  test('the prerendered page is drawn as it is once live: no layout shift', async ({ page }) => {
    for (const [path, heading] of [
      ['/investor/', 'Home'],
      ['/investor/budget', 'Budget'],
      ['/advisor/reports', 'Report e Analisi'],
      ['/advisor/client/c1', 'Marco Rossi'],
    ] as const) {
      await openScreen(page, path, heading);
      await waitForLive(page);
      expect(await layoutShifts(page), path).toEqual({ total: 0, shell: [] });
    }
    // The advisor's client lists lay their cards out in script (virtual-card-list.tsx, two
    // columns from 768px): the cards may move once live; the shell around them does not.
    for (const [path, heading] of [
      ['/advisor/', 'Clienti'],
      ['/advisor/vitals', 'Dashboard Vitali'],
    ] as const) {
      await openScreen(page, path, heading);
      await waitForLive(page);
      expect((await layoutShifts(page)).shell, path).toEqual([]);
    }
  });
});

test.describe('on a 1280×800 screen, dark theme', () => {
  test.use({ ...desktop(1280, 800), colorScheme: 'dark' });

  for (const [path, heading] of [
    ['/investor/coach', 'Coach'],
    ['/advisor/reports', 'Report e Analisi'],
  ] as const) {
    test(`${path}: the sidebar is readable`, async ({ page }) => {
      await openScreen(page, path, heading);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(
        shownNav(page, path.startsWith('/investor') ? INVESTOR_NAV : ADVISOR_NAV),
      ).toBeVisible();
      await expectReadable(page);
    });
  }
});

test.describe('on a 1920×1080 screen', () => {
  test.use(desktop(1920, 1080));

  test('the content grows with the screen, up to its widest', async ({ page }) => {
    await openScreen(page, '/investor/invest', 'Investi');
    await expectSidebar(page, INVESTOR_NAV, INVESTOR_ITEMS);
    const width = await contentWidth(page);
    expect(width).toBeGreaterThan(1280);
    expect(width).toBeLessThanOrEqual(1440);
  });
});

// The project's device (playwright.config.ts) is the Pixel 7.
test.describe('on a phone', () => {
  for (const [path, heading, name, items] of [
    ['/investor/', 'Home', INVESTOR_NAV, INVESTOR_ITEMS],
    ['/advisor/', 'Clienti', ADVISOR_NAV, ADVISOR_ITEMS],
  ] as const) {
    test(`${path}: the navigation is the bottom bar; no sidebar`, async ({ page }) => {
      await openScreen(page, path, heading);
      const nav = shownNav(page, name);
      await expect(nav).toHaveCount(1);
      await expect(nav.getByRole('link')).toHaveText(items);
      const viewport = page.viewportSize();
      expect(viewport).toEqual(devices['Pixel 7'].viewport);
      const bar = await box(nav);
      expect(bar.x).toBe(0);
      expect(bar.width).toBe(viewport?.width);
      expect(bar.y + bar.height).toBe(viewport?.height);
      const both = page.getByRole('navigation', { name, includeHidden: true });
      await expect(both).toHaveCount(2);
      await expect(both.first()).toBeHidden();
    });
  }
});
