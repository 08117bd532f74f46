import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';

// Home and Budget on the user's own profile: empty at first, then computed from a small
// ledger (a salary, rent and groceries in each of the last three months).

const OWN_PROFILE = JSON.stringify({ state: { profile: 'own' }, version: 1 });

async function openOwnProfile(page: Page): Promise<void> {
  await page.addInitScript((stored) => {
    localStorage.setItem('traguardo:investor:profile', stored);
  }, OWN_PROFILE);
}

/**
 * Writes the small ledger straight into the own profile's IndexedDB database, which the app
 * has already created (the page must have opened the profile once); the app reads it on the
 * next load. Dates are the browser's: the 1st of this month and of the two before.
 */
async function writeSalaryRentGroceries(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const now = new Date();
    const first = (offset: number) => {
      const day = new Date(now.getFullYear(), now.getMonth() + offset, 1);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-01`;
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('traguardo-ledger-own');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['accounts', 'transactions'], 'readwrite');
    tx.objectStore('accounts').put({
      id: 'conto-e2e',
      name: 'Conto corrente',
      bank: 'Intesa Sanpaolo',
      type: 'checking',
      currency: 'EUR',
      openingBalance: 100000,
      openingDate: first(-2),
      archived: false,
    });
    const movements = [
      ['Stipendio', 250000, 'stipendio', true],
      ['Affitto', -80000, 'casa', true],
      ['Spesa Esselunga', -15000, 'cibo', false],
    ] as const;
    for (const offset of [-2, -1, 0]) {
      for (const [description, amount, categoryId, recurring] of movements) {
        tx.objectStore('transactions').put({
          id: `mov-${offset}-${categoryId}`,
          accountId: 'conto-e2e',
          date: first(offset),
          description,
          amount,
          categoryId,
          recurring,
          note: '',
        });
      }
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
}

test.describe('the own profile, empty', () => {
  test('Home invites to add the first account, with no figure, chart or ring', async ({ page }) => {
    await openOwnProfile(page);
    await openScreen(page, '/investor/', 'Home');
    await expect(page.getByText('Aggiungi il tuo primo conto')).toBeVisible();
    await expect(page.getByText('Ciao!')).toBeVisible();
    const link = page.getByRole('link', { name: 'Vai ai conti' });
    await expect(link).toHaveAttribute('href', '/investor/accounts');
    await expect(page.getByRole('main')).not.toContainText(/NaN|0\/0|€/);
    await expect(page.getByRole('meter')).toHaveCount(0);
    await expect(page.getByRole('img')).toHaveCount(0);
    await expectAccessible(page);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conti' })).toBeVisible();
  });

  test('Budget says what to do first', async ({ page }) => {
    await openOwnProfile(page);
    await openScreen(page, '/investor/budget', 'Budget');
    await expect(page.getByText('Prima aggiungi un conto')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai ai conti' })).toHaveAttribute(
      'href',
      '/investor/accounts',
    );
    await expect(page.getByRole('main')).not.toContainText(/NaN|0\/0/);
    await expect(page.getByRole('meter')).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('the own profile, with a salary, rent and groceries', () => {
  test.beforeEach(async ({ page }) => {
    await openOwnProfile(page);
    await openScreen(page, '/investor/', 'Home');
    await expect(page.getByText('Aggiungi il tuo primo conto')).toBeVisible();
    await writeSalaryRentGroceries(page);
  });

  test('Home shows what the ledger adds up to', async ({ page }) => {
    await openScreen(page, '/investor/', 'Home');
    const worth = page.getByRole('region', { name: 'Patrimonio netto' });
    await expect(worth).toContainText(/5\.650\s€/);
    await expect(worth).toContainText(/\+37,8%\ssul mese scorso/);
    const month = page.getByRole('region', { name: 'Questo mese' });
    await expect(month).toContainText(/Entrate\s*2\.500\s€/);
    await expect(month).toContainText(/Uscite\s*950\s€/);
    await expect(month).toContainText(/Risparmio netto\s*1\.550\s€/);
    const kpis = page.getByRole('region', { name: 'Indicatori chiave' });
    await expect(kpis.getByRole('article').filter({ hasText: 'Tasso di risparmio' })).toContainText(
      '68%',
    );
    // 5.650 over the two complete months since the account was opened: (950 + 950) / 2.
    await expect(kpis.getByRole('article').filter({ hasText: 'Fondo di emergenza' })).toContainText(
      '5,9 mesi',
    );
    // The account's three months, from its opening on: a header and a row each.
    await expect(
      page.getByRole('table', { name: 'Patrimonio netto negli ultimi 3 mesi' }).getByRole('row'),
    ).toHaveCount(4);
    await expect(
      page.getByRole('table', { name: 'Allocazione del patrimonio per tipo di conto' }),
    ).toContainText('Conto corrente');
    await expect(month.getByRole('link', { name: 'Movimenti' })).toHaveAttribute(
      'href',
      '/investor/transactions',
    );
    await expect(page.getByRole('main')).not.toContainText(/NaN/);
    await expectAccessible(page);
  });

  test('Budget: the month, a month before, a budget set and kept after a reload', async ({
    page,
  }) => {
    await openScreen(page, '/investor/budget', 'Budget');
    const summary = page.getByRole('region', { name: 'Riepilogo del mese' });
    await expect(summary.getByText(/^2\.500,00\s€$/)).toBeVisible();
    await expect(summary.getByText(/^950,00\s€$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Costi ricorrenti' })).toContainText(
      /1 addebito ricorrente per un totale di 800,00\s€/,
    );

    await page.getByRole('button', { name: 'Mese precedente' }).click();
    await expect(page).toHaveURL(/\/investor\/budget\?mese=\d{4}-\d{2}$/);
    await expect(summary.getByText(/^950,00\s€$/)).toBeVisible();
    await page.getByRole('button', { name: 'Mese successivo' }).click();
    await expect(page).toHaveURL(/\/investor\/budget$/);

    const bars = page.getByRole('region', { name: 'Budget per categoria' });
    await expect(bars.getByRole('progressbar')).toHaveCount(0);
    await bars.getByRole('button', { name: 'Imposta budget' }).click();
    await bars.getByLabel('Cibo', { exact: true }).fill('abc');
    await bars.getByRole('button', { name: 'Salva' }).click();
    await expect(bars.getByLabel('Cibo', { exact: true })).toHaveAccessibleDescription(
      'Scrivi un numero, per esempio 10.000 o 250,50.',
    );
    await expect(bars.getByRole('progressbar')).toHaveCount(0);
    await bars.getByLabel('Cibo', { exact: true }).fill('300');
    await bars.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Budget salvato')).toBeVisible();
    const food = bars.getByRole('progressbar', { name: 'Budget Cibo' });
    await expect(food).toHaveAttribute('aria-valuenow', '50');
    await expect(bars).toContainText(/150,00\s€ · 50%/);

    await page.reload();
    await expect(food).toHaveAttribute('aria-valuenow', '50');
    await expectAccessible(page);
  });
});

test.describe('the demo', () => {
  test('Budget walks back a month of the demo ledger and sets a budget in place of the rule', async ({
    page,
  }) => {
    await openScreen(page, '/investor/budget', 'Budget');
    const summary = page.getByRole('region', { name: 'Riepilogo del mese' });
    await expect(summary.getByText(/^3\.620,00\s€$/)).toBeVisible();
    await page.getByRole('button', { name: 'Mese precedente' }).click();
    // The month before: the salary and the usual costs (sample-data's cash-flow series).
    await expect(summary.getByText(/^3\.200,00\s€$/)).toBeVisible();
    await expect(summary.getByText(/^2\.560,00\s€$/)).toBeVisible();
    await page.getByRole('button', { name: 'Mese successivo' }).click();

    const bars = page.getByRole('region', { name: 'Budget per categoria' });
    await expect(bars.getByRole('progressbar', { name: 'Budget Casa' })).toHaveAttribute(
      'aria-valuenow',
      '83',
    );
    await bars.getByRole('button', { name: 'Imposta budget' }).click();
    await bars.getByLabel('Casa', { exact: true }).fill('1.010,00');
    await bars.getByRole('button', { name: 'Salva' }).click();
    await expect(bars).toContainText(/1\.515,00\s€ · 150%/);
    await expect(page.getByRole('link', { name: 'Movimenti' })).toHaveAttribute(
      'href',
      '/investor/transactions',
    );
  });
});
