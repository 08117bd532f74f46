import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen, waitForHydrated } from './navigation';

// Home after "Salva" in Movimenti: in the same tab (Home's figures are kept live once a
// write has touched them, home-figures-live.ts), in another tab open on Home, and after a
// write made in another tab while this one is elsewhere. Always the new net worth, never the
// one from before the write.

const OWN_PROFILE = JSON.stringify({ state: { profile: 'own' }, version: 1 });

/** One current account of 1.000,00 €, opened at the start of last year, and no movement. */
async function writeOneAccount(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('traguardo-ledger-own');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['accounts'], 'readwrite');
    tx.objectStore('accounts').put({
      id: 'conto-e2e',
      name: 'Conto corrente',
      bank: 'Intesa Sanpaolo',
      type: 'checking',
      currency: 'EUR',
      openingBalance: 100000,
      openingDate: `${new Date().getFullYear() - 1}-01-01`,
      archived: false,
    });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
}

/** Adds an expense of `amount` (typed the Italian way) today, from Movimenti. */
async function saveExpense(page: Page, description: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Nuovo movimento' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo movimento' });
  await dialog.getByLabel('Descrizione').fill(description);
  await dialog.getByLabel('Importo').fill(amount);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
}

const netWorth = (page: Page) => page.getByRole('region', { name: 'Patrimonio netto' });

/** From now on, every net worth Home paints in `page` (its text), kept in the page. */
async function noteNetWorths(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { netWorthsSeen: seen });
    const note = () => {
      const text = document.querySelector(
        '[aria-labelledby="home-patrimonio"] [aria-busy="false"] p',
      )?.textContent;
      if (text !== undefined && text !== seen.at(-1)) seen.push(text);
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const netWorthsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { netWorthsSeen: string[] }).netWorthsSeen);

async function goHome(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((stored) => {
    localStorage.setItem('traguardo:investor:profile', stored);
  }, OWN_PROFILE);
  await openScreen(page, '/investor/', 'Home');
  await expect(page.getByText('Aggiungi il tuo primo conto')).toBeVisible();
  await writeOneAccount(page);
});

test('"Salva" in Movimenti, then Home: the new net worth each time, never the one before', async ({
  page,
}) => {
  await openScreen(page, '/investor/transactions', 'Movimenti');
  await saveExpense(page, 'Spesa al mercato', '-45,90');
  await goHome(page);
  await expect(netWorth(page)).toContainText(/954\s€/);

  await page.getByRole('link', { name: 'Movimenti' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Movimenti' })).toBeVisible();
  await saveExpense(page, 'Farmacia', '-104,10');
  await noteNetWorths(page);
  await goHome(page);
  await expect(netWorth(page)).toContainText(/850\s€/);
  // Home painted the new figure only: never, even for a moment, the one before the write.
  expect((await netWorthsSeen(page)).map((text) => text.replace(/\s/g, ' '))).toEqual(['850 €']);
});

test('a movement saved in another tab: Home open there follows, and Home opened here after it', async ({
  page,
  context,
}) => {
  await openScreen(page, '/investor/', 'Home');
  await expect(netWorth(page)).toContainText(/1\.000\s€/);
  const other = await context.newPage();
  try {
    // A page of its own: the fixture notes when `page` is live, not this one.
    await other.goto('/investor/transactions');
    await waitForHydrated(other.getByRole('button', { name: 'Nuovo movimento' }).first());
    await saveExpense(other, 'Spesa al mercato', '-45,90');
    // Home open in the first tab follows the write made in the other.
    await expect(netWorth(page)).toContainText(/954\s€/);

    // The other tab, now on Movimenti, hears of a write made here and shows it on Home.
    await page.getByRole('link', { name: 'Movimenti' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Movimenti' })).toBeVisible();
    await saveExpense(page, 'Farmacia', '-104,10');
    await goHome(other);
    await expect(netWorth(other)).toContainText(/850\s€/);
  } finally {
    await other.close();
  }
});
