import { expect, type Page } from '@playwright/test';

/** Opens a screen and waits for its level-1 heading, so the next step starts on a drawn screen. */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
