import { expect, type Locator, type Page } from '@playwright/test';
import { waitForLive } from './fixtures';

/**
 * Opens a screen and waits for its level-1 heading and for the app to have it (the heading
 * alone may be the route's shell, painted before any script), so the next step starts on
 * the drawn screen.
 */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await waitForLive(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Waits until React has taken over an element (its props are attached once it is rendered
 * or hydrated), so that a click or text acts at once rather than after the app has started.
 * `waitForLive` (fixtures.ts) waits for the whole page instead.
 */
export async function waitForHydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((node) =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$')),
        ),
      // A ceiling, not a timing: on a loaded 2-core machine starting the app and hydrating a
      // screen takes longer than expect's 7 s (a click on a screen rendered in the browser
      // waits for its element as long as the test may run).
      { timeout: 20_000 },
    )
    .toBe(true);
}
