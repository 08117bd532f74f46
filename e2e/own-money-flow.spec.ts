import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
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
  // A click, as a person adds the next one: the toasts of the movements just added never
  // cover the button.
  await page.getByRole('button', { name: 'Nuovo movimento' }).first().click();
  const dialog = movementDialog(page);
  await dialog.getByLabel('Descrizione').fill(movement.description);
  await dialog.getByLabel('Categoria').selectOption({ label: movement.category });
  await dialog.getByLabel('Conto').selectOption({ label: movement.account });
  await dialog.getByLabel('Importo').fill(movement.amount);
  // Enter in a field saves, as "Salva" does.
  await dialog.getByLabel('Importo').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Elenco dei movimenti' })).toContainText(
    movement.description,
  );
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
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
}

/** Home, Conti, Budget and Movimenti give the same figures of the own ledger. */
async function expectScreensAgree(page: Page) {
  await openScreen(page, '/investor/transactions', 'Movimenti');
  await expect(page.getByText('10 movimenti')).toBeVisible();
  const list = page.getByRole('list', { name: 'Elenco dei movimenti' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list).toContainText(euro('1.500,00'));
  await expect(list).toContainText(euro('-100,20'));

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
  await expect(page.getByText('Aggiungi il tuo primo conto')).toBeVisible();
  await expect(page.getByText('Spesa Coop')).toHaveCount(0);

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

test('what the current version stored stays, every item, in the demo; the own profile has none of it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Exactly as today's stores write them, under { state, version: 1 }: a goal added, a bank
  // linked, a plan chosen, a question asked, a document uploaded. Written once, before the
  // first page.
  const goal = {
    id: 'goal-7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    name: 'Barca a vela',
    target: 40000,
    current: 2000,
    targetDate: '2031-06-30',
    category: 'travel',
    progress: 5,
    monthlyContribution: 350,
  };
  const account = {
    id: 'linked-checking-1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Conto Corrente Collegato',
    type: 'checking',
    balance: 2500,
    currency: 'EUR',
    bank: 'Banco BPM',
    lastUpdated: '2025-10-02',
  };
  const messages = [
    {
      id: 'msg-1',
      content: 'Ciao! Sono il tuo coach finanziario.',
      sender: 'ai',
      timestamp: '2025-10-02T08:00:00.000Z',
    },
    {
      id: 'msg-2',
      content: 'Posso comprare una barca a vela?',
      sender: 'user',
      timestamp: '2025-10-02T08:01:00.000Z',
    },
    {
      id: 'msg-3',
      content: 'Vediamo insieme quanto puoi mettere da parte ogni mese.',
      sender: 'ai',
      timestamp: '2025-10-02T08:01:02.000Z',
    },
  ];
  const document = {
    id: 'upload-8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
    name: 'preventivo-cantiere.pdf',
    type: 'property',
    uploadDate: '2025-10-02',
    size: 81_920,
    status: 'review_needed',
    description: '',
  };
  await page.addInitScript(
    ({ values }) => {
      if (sessionStorage.getItem('versione-attuale') !== null) return;
      sessionStorage.setItem('versione-attuale', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    {
      values: {
        'traguardo:investor:goals': JSON.stringify({ state: { goals: [goal] }, version: 1 }),
        'traguardo:investor:accounts': JSON.stringify({
          state: { accounts: [account] },
          version: 1,
        }),
        'traguardo:investor:plan': JSON.stringify({
          state: { selectedPlanId: 'growth' },
          version: 1,
        }),
        'traguardo:investor:chat': JSON.stringify({ state: { messages }, version: 1 }),
        'traguardo:investor:documents': JSON.stringify({
          state: { documents: [document] },
          version: 1,
        }),
      },
    },
  );

  const expectKept = async (kept: boolean) => {
    const count = kept ? 1 : 0;
    await openScreen(page, '/investor/goals', 'Obiettivi');
    await expect(page.getByRole('article', { name: 'Barca a vela', exact: true })).toHaveCount(
      count,
    );
    await openScreen(page, '/investor/accounts', 'Conti');
    await expect(page.getByText('Conto Corrente Collegato')).toHaveCount(count);
    await openScreen(page, '/investor/invest', 'Investi');
    await expect(page.getByRole('radio', { name: /Crescita/ })).toBeChecked({ checked: kept });
    await openScreen(page, '/investor/coach', 'Coach');
    await expect(page.getByText('Posso comprare una barca a vela?')).toHaveCount(count);
    await openScreen(page, '/investor/vault', 'Vault');
    // Exact: the document's type field is named after it too («Tipo di …»).
    await expect(page.getByText('preventivo-cantiere.pdf', { exact: true })).toHaveCount(count);
  };

  await expectKept(true);
  await switchProfile(page, 'Usa i tuoi dati');
  await expectKept(false);
  await switchProfile(page, 'Torna alla demo');
  await page.reload();
  await expectKept(true);
});

test('the empty own profile: every screen says what to do first, with no figure of the demo', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await switchProfile(page, 'Usa i tuoi dati');
  const screens = [
    ['/investor/', 'Home', 'Aggiungi il tuo primo conto'],
    ['/investor/accounts', 'Conti', 'Aggiungi il tuo primo conto'],
    ['/investor/transactions', 'Movimenti', 'Aggiungi il tuo primo conto'],
    ['/investor/budget', 'Budget', 'Prima aggiungi un conto'],
    ['/investor/goals', 'Obiettivi', 'Nessun obiettivo per ora'],
    ['/investor/invest', 'Investi', 'Non hai ancora registrato investimenti'],
    ['/investor/coach', 'Coach', 'Il coach risponde con i tuoi numeri'],
    ['/investor/vault', 'Vault', 'Nessun documento per ora'],
    ['/investor/more', 'Altro', 'Con i tuoi dati inizia da qui'],
  ] as const;
  for (const [path, heading, firstStep] of screens) {
    await openScreen(page, path, heading);
    await expect(page.getByText(firstStep).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/NaN|0\/0|undefined/);
  }
  // None of the demo's portfolio, documents or reminders.
  await openScreen(page, '/investor/invest', 'Investi');
  await expect(page.getByRole('region', { name: 'Valore del portafoglio' })).toHaveCount(0);
  await expectAccessible(page);
  await openScreen(page, '/investor/more', 'Altro');
  await expect(page.getByRole('region', { name: 'Attività e promemoria' })).toHaveCount(0);
  await yourData(page).getByRole('button', { name: 'Elimina i tuoi dati' }).click();
  await expect(page.getByRole('dialog', { name: 'Eliminare i tuoi dati?' })).toContainText(
    'La demo non cambia.',
  );
  await expectAccessible(page);
});
