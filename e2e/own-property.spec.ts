import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';

// A homeowner on the own profile: with only the mortgage recorded, Home's net worth is the
// debt and the debt ratio leaves the mortgage out; once the home is recorded in Conti's
// "Immobili", linked to that mortgage, Home counts it in the net worth and measures the
// mortgage against it. A reload keeps it.

const PROFILE_KEY = 'traguardo:investor:profile';

async function useOwnProfile(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) === null) {
      localStorage.setItem(key, JSON.stringify({ state: { profile: 'own' }, version: 1 }));
    }
  }, PROFILE_KEY);
}

const netWorth = (page: Page): Locator => page.getByRole('region', { name: 'Patrimonio netto' });
const debtRatio = (page: Page): Locator =>
  page
    .getByRole('region', { name: 'Indicatori chiave' })
    .getByRole('listitem')
    .filter({ hasText: 'Rapporto di indebitamento' });

test('a home recorded in Conti counts in Home’s net worth, and the debt ratio then counts the mortgage', async ({
  page,
}) => {
  test.slow(); // two saves, three screens and a reload
  await useOwnProfile(page);
  await openScreen(page, '/investor/accounts', 'Conti');
  await page.getByRole('button', { name: 'Nuovo conto' }).first().click();
  const account = page.getByRole('dialog', { name: 'Nuovo conto' });
  await account.getByLabel('Nome del conto').fill('Mutuo casa');
  await account.getByLabel('Tipo').selectOption({ label: 'Mutuo' });
  await account.getByLabel('Saldo iniziale').fill('-180.000');
  await account.getByRole('button', { name: 'Salva' }).click();
  await expect(account).toBeHidden();

  await openScreen(page, '/investor/', 'Home');
  await expect(netWorth(page)).toContainText(/[-−]180\.000\s€/);
  await expect(debtRatio(page)).toContainText('mutuo escluso');

  await openScreen(page, '/investor/accounts', 'Conti');
  const section = page.getByRole('region', { name: 'Immobili' });
  await section.getByRole('button', { name: 'Nuovo immobile' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo immobile' });
  await form.getByLabel('Nome dell’immobile').fill('Casa di via Roma');
  await form.getByLabel('Valore stimato').fill('0');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Il valore stimato deve essere maggiore di zero.')).toBeVisible();
  await form.getByLabel('Valore stimato').fill('350.000');
  await form.getByRole('switch', { name: 'Prima casa' }).check();
  await form.getByLabel('Mutuo collegato').selectOption({ label: 'Mutuo casa' });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form).toBeHidden();
  const home = section.getByRole('listitem').filter({ hasText: 'Casa di via Roma' });
  await expect(home).toContainText('Prima casa');
  await expect(home).toContainText('Mutuo collegato: Mutuo casa');
  await expect(home).toContainText(/Valore stimato350\.000\s€/);
  await expect(home).toContainText('51,4%');
  await expectAccessible(page);

  const check = async () => {
    await openScreen(page, '/investor/', 'Home');
    // 350.000 € of home less 180.000 € of mortgage.
    await expect(netWorth(page)).toContainText(/170\.000\s€/);
    await expect(debtRatio(page)).toContainText('51%');
    await expect(debtRatio(page)).not.toContainText('mutuo escluso');
  };
  await check();
  // Kept on the device: the same after a reload.
  await page.reload();
  await check();
});
