import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';

// Conti and Movimenti on the own profile: the accounts and movements a person types in, the
// balances the one screen shows and the list the other shows agreeing, kept on reload.

const PROFILE_KEY = 'traguardo:investor:profile';

/** Opens the own profile on the first page of the test (before the Altro switch is used). */
async function useOwnProfile(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) === null) {
      localStorage.setItem(key, JSON.stringify({ state: { profile: 'own' }, version: 1 }));
    }
  }, PROFILE_KEY);
}

/** A local calendar day `days` before today, 'yyyy-mm-dd'. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const euro = (text: string) => new RegExp(`^${text.replace('.', '\\.')}\\s€$`);

type NewAccount = { name: string; bank: string; type: string; balance: string };

async function addAccount(page: Page, account: NewAccount): Promise<void> {
  await page.getByRole('button', { name: 'Nuovo conto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo conto' });
  await dialog.getByLabel('Nome del conto').fill(account.name);
  await dialog.getByLabel('Banca').fill(account.bank);
  await dialog.getByLabel('Tipo').selectOption({ label: account.type });
  await dialog.getByLabel('Saldo iniziale').fill(account.balance);
  await dialog.getByLabel('Data del saldo').fill(daysAgo(60));
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
}

type NewMovement = { description: string; amount: string; account: string; category: string };

async function addMovement(page: Page, movement: NewMovement, day: number): Promise<void> {
  await page.getByRole('button', { name: 'Nuovo movimento' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo movimento' });
  await dialog.getByLabel('Data').fill(daysAgo(day));
  await dialog.getByLabel('Descrizione').fill(movement.description);
  await dialog.getByLabel('Importo').fill(movement.amount);
  await dialog.getByLabel('Categoria').selectOption({ label: movement.category });
  await dialog.getByLabel('Conto').selectOption({ label: movement.account });
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
}

const MOVEMENTS: NewMovement[] = [
  { description: 'Stipendio', amount: '1.500,00', account: 'Conto BPM', category: 'Stipendio' },
  { description: 'Spesa Coop', amount: '-45,90', account: 'Conto BPM', category: 'Cibo' },
  { description: 'Bolletta luce', amount: '-120', account: 'Conto BPM', category: 'Utilities' },
  {
    description: 'Abbonamento',
    amount: '-9,99 €',
    account: 'Conto BPM',
    category: 'Intrattenimento',
  },
  { description: 'Affitto box', amount: '-300', account: 'Conto BPM', category: 'Casa' },
  { description: 'Ristorante', amount: '-50', account: 'Carta Visa', category: 'Cibo' },
  { description: 'Cinema', amount: '-12,50', account: 'Carta Visa', category: 'Intrattenimento' },
  { description: 'Benzina', amount: '-80', account: 'Carta Visa', category: 'Trasporti' },
  { description: 'Farmacia', amount: '-7,30', account: 'Carta Visa', category: 'Salute' },
  { description: 'Scarpe', amount: '€ -100,20', account: 'Carta Visa', category: 'Shopping' },
];

/** Clicks 'Annulla' in the toast that says `title`. */
async function undoIn(page: Page, title: string): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Annulla' })
    .click();
}

function accountRow(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Elenco dei conti' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Modifica ${name}` }) });
}

async function expectAccountsAgree(page: Page): Promise<void> {
  // 1.000 € + 1.500 − 45,90 − 120 − 9,99 − 300 = 2.024,11 €; −200 € − 250 € = −450 €.
  await expect(accountRow(page, 'Conto BPM')).toContainText(/2\.024\s€/);
  await expect(accountRow(page, 'Carta Visa')).toContainText(/-450\s€/);
  const totals = page.getByRole('region', { name: 'Totali' });
  await expect(totals.getByText(euro('2.024'))).toBeVisible();
  await expect(totals.getByText(euro('450'))).toBeVisible();
}

async function expectMovementsAgree(page: Page): Promise<void> {
  await expect(page.getByText('10 movimenti')).toBeVisible();
  const list = page.getByRole('list', { name: 'Elenco dei movimenti' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await page.getByLabel('Conto', { exact: true }).selectOption({ label: 'Carta Visa' });
  await expect(page.getByText('5 movimenti')).toBeVisible();
  await expect(list.getByText(/-100,20\s€/)).toBeVisible();
  await expect(list.getByText(/1\.500,00\s€/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(page.getByText('10 movimenti')).toBeVisible();
}

test.describe('Conti and Movimenti on the own profile', () => {
  test('two accounts and ten movements: balances and list agree, kept on reload', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await useOwnProfile(page);
    await openScreen(page, '/investor/accounts', 'Conti');
    await expect(page.getByText('Aggiungi il tuo primo conto')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collega la tua banca' })).toHaveCount(0);
    await expectAccessible(page);

    await addAccount(page, {
      name: 'Conto BPM',
      bank: 'Banco BPM',
      type: 'Conto corrente',
      balance: '1.000,00',
    });
    await addAccount(page, {
      name: 'Carta Visa',
      bank: 'Nexi',
      type: 'Carta di credito',
      balance: '-200',
    });

    await page.getByRole('link', { name: 'Tutti i movimenti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Movimenti' })).toBeVisible();
    await expect(page).toHaveURL(/\/investor\/transactions$/);
    await expect(page.getByText('Nessun movimento')).toBeVisible();
    await expectAccessible(page);

    // A bad amount is refused next to its field and nothing is saved.
    await page.getByRole('button', { name: 'Nuovo movimento' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo movimento' });
    await dialog.getByLabel('Descrizione').fill('Prova');
    await dialog.getByLabel('Importo').fill('1,234.56');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByText(/Usa la virgola per i decimali/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByText('Nessun movimento')).toBeVisible();

    for (const [index, movement] of MOVEMENTS.entries()) {
      await addMovement(page, movement, index + 1);
    }
    await expectMovementsAgree(page);
    await expectAccessible(page);

    await openScreen(page, '/investor/accounts', 'Conti');
    await expectAccountsAgree(page);
    await expectAccessible(page);

    await page.reload();
    await expectAccountsAgree(page);
    await accountRow(page, 'Carta Visa')
      .getByRole('link', { name: 'Movimenti di Carta Visa' })
      .click();
    await expect(page.getByText('5 movimenti')).toBeVisible();
    await page.reload();
    await expect(page.getByText('5 movimenti')).toBeVisible();
    await expect(page.getByLabel('Conto', { exact: true })).toHaveValue(/.+/);
  });

  test('deleting a movement and an account asks first, and the toast undoes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await useOwnProfile(page);
    await openScreen(page, '/investor/accounts', 'Conti');
    await addAccount(page, {
      name: 'Conto BPM',
      bank: 'Banco BPM',
      type: 'Conto corrente',
      balance: '1.000,00',
    });
    await openScreen(page, '/investor/transactions', 'Movimenti');
    await addMovement(page, MOVEMENTS[1] as NewMovement, 1);
    await addMovement(page, MOVEMENTS[2] as NewMovement, 2);
    await expect(page.getByText('2 movimenti')).toBeVisible();

    await page.getByRole('button', { name: 'Elimina Spesa Coop' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminare il movimento?' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await expect(page.getByText('1 movimento', { exact: true })).toBeVisible();
    await undoIn(page, 'Movimento eliminato');
    await expect(page.getByText('2 movimenti')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elimina Spesa Coop' })).toBeVisible();

    await openScreen(page, '/investor/accounts', 'Conti');
    // 1.000 € − 45,90 − 120 = 834,10 €.
    await expect(accountRow(page, 'Conto BPM')).toContainText(/834\s€/);
    await page.getByRole('button', { name: 'Elimina Conto BPM' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminare il conto?' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await expect(page.getByText('Aggiungi il tuo primo conto')).toBeVisible();
    await undoIn(page, 'Conto eliminato');
    await expect(accountRow(page, 'Conto BPM')).toContainText(/834\s€/);
    await page.reload();
    await expect(accountRow(page, 'Conto BPM')).toContainText(/834\s€/);
  });
});

test.describe('Conti and Movimenti on the demo', () => {
  test('the demo ledger opens its movements from Conti, accessibly', async ({ page }) => {
    await openScreen(page, '/investor/accounts', 'Conti');
    await expect(page.getByRole('button', { name: 'Collega la tua banca' })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Elenco dei conti' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Tutti i movimenti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Movimenti' })).toBeVisible();
    await expect(page.getByText(/^[\d.]+ movimenti$/)).toBeVisible();
    const list = page.getByRole('list', { name: 'Elenco dei movimenti' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
    // The bottom navigation keeps the spec's 8 items: Movimenti is not one of them.
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link')).toHaveCount(8);
  });
});
