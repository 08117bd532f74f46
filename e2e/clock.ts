import { SIMULATED_DELAY_MS } from '@traguardo/domain/constants';
import { type Page } from '@playwright/test';
import { waitForLive } from './fixtures';

/**
 * Stops the page's clock (timers, Date, animation frames) a moment from now, so that a timed
 * outcome (a reply, a link, a toast) waits for `page.clock.runFor` however slow the machine
 * is, once React has the page. `page.clock.install()` must have run before the page loaded;
 * a clock installed but not paused keeps running with real time.
 */
export async function holdClock(page: Page): Promise<void> {
  // The app starts and hands the page to React in timed steps: stopped before then, it
  // would never take a click (the pre-paint script holds it until the page is live).
  await waitForLive(page);
  // A second ahead of the page's time: the clock keeps running until the call arrives, and
  // cannot be paused in its past. Nothing the callers wait for is due by then.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
}

/**
 * How long a test may wait for the outcome of a simulated delay (an upload, a bank link, a
 * coach reply) when it does not hold the clock: a ceiling, not a timing — the delay itself
 * plus what a loaded 2-core machine takes to render it (5 s was not always enough).
 */
export const SIMULATED_OUTCOME_TIMEOUT_MS = SIMULATED_DELAY_MS + 10_000;
