import { expect, type Locator, type Page } from '@playwright/test';

/**
 * On Obiettivi, once the sample goals are drawn: counts the goal cards, then opens the
 * template picker. Returns the cards, how many there were before, and the picker region.
 */
export async function openGoalTemplates(
  page: Page,
): Promise<{ cards: Locator; before: number; picker: Locator }> {
  const cards = page.getByRole('article');
  await expect(page.getByRole('article', { name: 'Casa al mare in Liguria' })).toBeVisible();
  const before = await cards.count();
  await page.getByRole('button', { name: 'Aggiungi obiettivo' }).click();
  return { cards, before, picker: page.getByRole('region', { name: 'Scegli un modello' }) };
}
