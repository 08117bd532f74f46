import { expect, type Locator, type Page } from '@playwright/test';

/** The element shows every one of these texts (in any order), as a reader scanning it would. */
export async function expectTexts(
  element: Locator,
  texts: readonly (string | RegExp)[],
): Promise<void> {
  for (const text of texts) {
    await expect(element).toContainText(text);
  }
}

/** Each named link inside `scope` leads where it says: `[accessible name, href]` pairs. */
export async function expectLinkTargets(
  scope: Page | Locator,
  links: readonly (readonly [name: string, href: string])[],
): Promise<void> {
  for (const [name, href] of links) {
    await expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

/** A meter announces its target as its maximum, so a screen reader hears "x of max". */
export async function expectMeterMax(
  scope: Page | Locator,
  name: string | RegExp,
  max: string,
): Promise<void> {
  await expect(scope.getByRole('meter', { name })).toHaveAttribute('aria-valuemax', max);
}
