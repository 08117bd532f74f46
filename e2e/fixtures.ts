import { expect, test as base, type Page } from '@playwright/test';
import { PAGE_LIVE_EVENT } from '@traguardo/app-runtime/prerendered-page';
import { blockingViolations, COLOUR_RULES } from '../scripts/axe/audit-page.mjs';

type Fixtures = {
  /** Uncaught errors and console errors (CSP violations among them) seen by the page. */
  pageProblems: string[];
};

type LivePage = { pageIsLive?: boolean };

/** Runs in every page before its scripts: remembers when mountApp says the page is live. */
function noteWhenLive(event: string) {
  document.addEventListener(event, () => {
    (window as LivePage).pageIsLive = true;
  });
}

/**
 * Resolves once React has the page (hydrated or rendered, its stored state applied): a
 * click before then is held until it has, which a page whose clock stands still never is.
 */
export async function waitForLive(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as LivePage).pageIsLive === true, undefined, {
    // A ceiling, not a timing, as in waitForHydrated.
    timeout: 20_000,
    polling: 100,
  });
}

/**
 * Every test fails if the page throws, logs an error or hits a CSP violation.
 * A test that expects a console error can empty `pageProblems` itself.
 */
export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page }, use) => {
      await page.addInitScript(noteWhenLive, PAGE_LIVE_EVENT);
      const problems: string[] = [];
      // Pages the server answered 404 (an address that is no route gets the app's own 404
      // screen with that status): Chromium logs the status as an error, the page has none.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) {
          notFoundPages.add(response.url());
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const notFoundPage =
          notFoundPages.has(message.location().url) &&
          message
            .text()
            .startsWith('Failed to load resource: the server responded with a status of 404');
        if (!notFoundPage) problems.push(`console.error: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'errori nella pagina').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  await expectNoBlockingViolations(page);
}

/**
 * The colour rules alone: for a page already audited whole in the light theme and shown
 * now in the dark one. The themes change colours only (theme.css swaps the palette), not
 * the DOM, so the other rules would find exactly what they found in light.
 */
export async function expectReadable(page: Page): Promise<void> {
  await expectNoBlockingViolations(page, COLOUR_RULES);
}

async function expectNoBlockingViolations(page: Page, rules?: string[]): Promise<void> {
  // Contrast is judged on a settled page: a toast fading in or out is half transparent.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const blocking = await blockingViolations(page, { rules });
  expect(blocking, 'violazioni axe serie o critiche').toEqual([]);
}
