import { type Page } from '@playwright/test';
import { expect } from './fixtures';

/** A day in the page's calendar (Playwright runs it in Europe/Rome), `days` from today. */
export function isoDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

/** Opens the advisor's own book from Impostazioni, then its Clienti. */
export async function openOwnBook(page: Page): Promise<void> {
  await page.goto('/advisor/settings');
  await page.getByRole('button', { name: 'Usa i tuoi clienti' }).click();
  await expect(page.getByText('I miei clienti', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Clienti' }).first().click();
}

/** Adds a client with 'Nuovo cliente', the form's fields by their labels. */
export async function addClientByHand(page: Page, values: [string, string][]): Promise<void> {
  await page.getByRole('button', { name: 'Nuovo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo cliente' });
  for (const [label, value] of values) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
}
