import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen } from './navigation';

// The own profile from its first start to a restored backup, through the forms a person
// uses: two accounts and ten movements typed in; Home, Conti, Budget and Movimenti give the
// same euro figures, after a reload too; the demo and the own profile never mix; a backup
// taken, the profile deleted and the backup restored give the same figures again.

/** A local calendar day, 'yyyy-mm-dd': the first of this month. */
function firstOfThisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}

/** An amount as the screens write it: the number, a space (no-break or narrow) and €. */
const euro = (amount: string) => new RegExp(`${amount.replace(/\./g, '\\.')}\\s€`);

const yourData = (page: Page) => page.getByRole('region', { name: 'I tuoi dati' });
const profileLabel = (page: Page, label: string) =>
  page.getByRole('banner').getByText(label, { exact: true });

async function switchProfile(page: Page, button: 'Usa i tuoi dati' | 'Torna alla demo') {
  await openScreen(page, '/investor/more', 'Altro');
  await yourData(page).getByRole('button', { name: button }).click();
  await expect(
    profileLabel(page, button === 'Usa i tuoi dati' ? 'I miei dati' : 'Demo'),
  ).toBeVisible();
}

async function addAccount(page: Page, name: string, bank: string, type: string, balance: string) {
  await page.getByRole('button', { name: 'Nuovo conto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo conto' });
  await dialog.getByLabel('Nome del conto').fill(name);
  await dialog.getByLabel('Banca').fill(bank);
  await dialog.getByLabel('Tipo').selectOption({ label: type });
  await dialog.getByLabel('Saldo iniziale').fill(balance);
  await dialog.getByLabel('Data del saldo').fill(firstOfThisMonth());
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
}

type Movement = { description: string; amount: string; category: string; account: string };

// Dated today (the form's default). Conto BPM: 1.000 + 1.500 − 45,90 − 120 − 9,99 − 300 =
// 2.024,11 €; Carta Visa: −200 − 50 − 12,50 − 80 − 7,30 − 100,20 = −450,00 €. Net worth
// 1.574,11 €; this month: income 1.500,00 €, expenses 725,89 €, net savings 774,11 €.
const MOVEMENTS: readonly Movement[] = [
  { description: 'Stipendio', amount: '1.500,00', category: 'Stipendio', account: 'Conto BPM' },
  { description: 'Spesa Coop', amount: '-45,90', category: 'Cibo', account: 'Conto BPM' },
  { description: 'Bolletta luce', amount: '-120', category: 'Utilities', account: 'Conto BPM' },
  {
    description: 'Abbonamento',
    amount: '-9,99 €',
    category: 'Intrattenimento',
    account: 'Conto BPM',
  },
  { description: 'Affitto box', amount: '-300', category: 'Casa', account: 'Conto BPM' },
  { description: 'Ristorante', amount: '-50', category: 'Cibo', account: 'Carta Visa' },
  { description: 'Cinema', amount: '-12,50', category: 'Intrattenimento', account: 'Carta Visa' },
  { description: 'Benzina', amount: '-80', category: 'Trasporti', account: 'Carta Visa' },
  { description: 'Farmacia', amount: '-7,30', category: 'Salute', account: 'Carta Visa' },
  { description: 'Scarpe', amount: '€ -100,20', category: 'Shopping', account: 'Carta Visa' },
];

function movementDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Nuovo movimento' });
}

async function addMovement(page: Page, movement: Movement) {
  await page.getByRole('button', { name: 'Nuovo movimento' }).first().click();
  const dialog = movementDialog(page);
  await dialog.getByLabel('Descrizione').fill(movement.description);
  await dialog.getByLabel('Categoria').selectOption({ label: movement.category });
  await dialog.getByLabel('Conto').selectOption({ label: movement.account });
  await dialog.getByLabel('Importo').fill(movement.amount);
  // Enter in a field saves, as "Salva" does.
  await dialog.getByLabel('Importo').press('Enter');
  await expect(dialog).toBeHidden();
}

async function expectBadAmountRefused(page: Page, amount: string, message: RegExp) {
  await page.getByRole('button', { name: 'Nuovo movimento' }).first().click();
  const dialog = movementDialog(page);
  await dialog.getByLabel('Descrizione').fill('Prova');
  const field = dialog.getByLabel('Importo');
  await field.fill(amount);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  // The message is the field's own: next to it and named by it.
  await expect(field).toHaveAccessibleDescription(message);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
}

/** Home, Conti, Budget and Movimenti give the same figures of the own ledger. */
async function expectScreensAgree(page: Page) {
  await openScreen(page, '/investor/', 'Home');
  await expect(page.getByRole('region', { name: 'Patrimonio netto' })).toContainText(euro('1.574'));
  const month = page.getByRole('region', { name: 'Questo mese' });
  await expect(month).toContainText(new RegExp(`Entrate\\s*${euro('1.500').source}`));
  await expect(month).toContainText(new RegExp(`Uscite\\s*${euro('726').source}`));
  await expect(month).toContainText(new RegExp(`Risparmio netto\\s*${euro('774').source}`));
  await expect(page.getByRole('main')).not.toContainText(/NaN|0\/0/);

  await openScreen(page, '/investor/accounts', 'Conti');
  const totals = page.getByRole('region', { name: 'Totali' });
  await expect(totals).toContainText(euro('2.024'));
  await expect(totals).toContainText(euro('450'));
  const accounts = page.getByRole('list', { name: 'Elenco dei conti' });
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  await expect(accounts.getByRole('listitem').filter({ hasText: 'Conto BPM' })).toContainText(
    euro('2.024'),
  );
  await expect(accounts.getByRole('listitem').filter({ hasText: 'Carta Visa' })).toContainText(
    euro('-450'),
  );

  await openScreen(page, '/investor/budget', 'Budget');
  const summary = page.getByRole('region', { name: 'Riepilogo del mese' });
  await expect(summary).toContainText(new RegExp(`Entrate\\s*${euro('1.500,00').source}`));
  await expect(summary).toContainText(new RegExp(`Uscite\\s*${euro('725,89').source}`));
  await expect(summary).toContainText(new RegExp(`Risparmi\\s*${euro('774,11').source}`));
  await expect(page.getByRole('main')).not.toContainText(/NaN|0\/0/);

  await openScreen(page, '/investor/transactions', 'Movimenti');
  await expect(page.getByText('10 movimenti')).toBeVisible();
  const list = page.getByRole('list', { name: 'Elenco dei movimenti' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list).toContainText(euro('1.500,00'));
  await expect(list).toContainText(euro('-100,20'));
}

/** The demo shows none of the own profile's accounts, movements or figures. */
async function expectDemoUnmixed(page: Page) {
  await openScreen(page, '/investor/accounts', 'Conti');
  await expect(page.getByRole('list', { name: 'Elenco dei conti' })).toBeVisible();
  await expect(page.getByText('Conto BPM')).toHaveCount(0);
  await expect(page.getByText('Carta Visa')).toHaveCount(0);
  await openScreen(page, '/investor/transactions', 'Movimenti');
  await expect(page.getByRole('list', { name: 'Elenco dei movimenti' })).toBeVisible();
  await expect(page.getByText('Spesa Coop')).toHaveCount(0);
  await expect(page.getByText('Affitto box')).toHaveCount(0);
  await openScreen(page, '/investor/', 'Home');
  await expect(page.getByRole('region', { name: 'Patrimonio netto' })).toContainText(/\d\s€/);
  await expect(page.getByRole('region', { name: 'Patrimonio netto' })).not.toContainText(
    euro('1.574'),
  );
}

test('own money: typed in, the same on every screen, unmixed with the demo, backed up and restored', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await switchProfile(page, 'Usa i tuoi dati');
  await openScreen(page, '/investor/', 'Home');
  await expect(page.getByText('Aggiungi il tuo primo conto')).toBeVisible();

  await openScreen(page, '/investor/accounts', 'Conti');
  await addAccount(page, 'Conto BPM', 'Banco BPM', 'Conto corrente', '1.000,00');
  await addAccount(page, 'Carta Visa', 'Nexi', 'Carta di credito', '-200');

  await openScreen(page, '/investor/transactions', 'Movimenti');
  await expect(page.getByText('Nessun movimento')).toBeVisible();
  await expectBadAmountRefused(page, '1,234.56', /Usa la virgola per i decimali/);
  await expectBadAmountRefused(page, '12,3,4', /.+/);
  await expectBadAmountRefused(page, 'abc', /.+/);
  await expect(page.getByText('Nessun movimento')).toBeVisible();

  for (const movement of MOVEMENTS) await addMovement(page, movement);
  await expectScreensAgree(page);

  await page.reload();
  await expect(profileLabel(page, 'I miei dati')).toBeVisible();
  await expectScreensAgree(page);

  await switchProfile(page, 'Torna alla demo');
  await expectDemoUnmixed(page);
  await switchProfile(page, 'Usa i tuoi dati');
  await expectScreensAgree(page);

  // Backup → delete the profile → restore.
  await openScreen(page, '/investor/more', 'Altro');
  const downloading = page.waitForEvent('download');
  await yourData(page).getByRole('button', { name: 'Esporta backup' }).click();
  const path = await (await downloading).path();
  const saved = JSON.parse(await readFile(path, 'utf8')) as {
    tables: { accounts: unknown[]; transactions: unknown[] };
  };
  expect([saved.tables.accounts.length, saved.tables.transactions.length]).toEqual([2, 10]);

  await yourData(page).getByRole('button', { name: 'Elimina i tuoi dati' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Eliminare i tuoi dati?' });
  await expect(confirmDelete).toContainText('solo ripristinando un backup');
  await confirmDelete.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Dati eliminati')).toBeVisible();
  await openScreen(page, '/investor/', 'Home');
  await expect(page.getByText('Aggiungi il tuo primo conto')).toBeVisible();
  await openScreen(page, '/investor/transactions', 'Movimenti');
  await expect(page.getByText('Nessun movimento')).toBeVisible();

  await openScreen(page, '/investor/more', 'Altro');
  await yourData(page).getByLabel('Ripristina backup').setInputFiles(path);
  const confirmRestore = page.getByRole('dialog', { name: 'Ripristinare questo backup?' });
  await expect(confirmRestore).toContainText('2 conti, 10 movimenti');
  await confirmRestore.getByRole('button', { name: 'Ripristina' }).click();
  await expect(page.getByText('Backup ripristinato')).toBeVisible();
  await expectScreensAgree(page);

  // The demo, meanwhile, is as it was.
  await switchProfile(page, 'Torna alla demo');
  await expectDemoUnmixed(page);
});
