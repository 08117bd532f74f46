import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';

// Importa movimenti on the own profile: each sample statement format (synthetic files of
// packages/bank-import/fixtures) imported into a new account; what the ledger then shows
// matches the file, the same file again adds nothing, an overlapping file adds only its new
// rows, an import is undone whole, and a rule made from a category change applies next time.

const PROFILE_KEY = 'traguardo:investor:profile';
const fixture = (name: string) =>
  fileURLToPath(new URL(`../packages/bank-import/fixtures/${name}`, import.meta.url));

/** The 14 movements every sample file holds: their sum and first and last booking dates. */
const SAMPLE = { count: 14, totalCents: 374017, first: '02/01/2026', last: '20/03/2026' };

async function ownProfileWithAccount(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) === null) {
      localStorage.setItem(key, JSON.stringify({ state: { profile: 'own' }, version: 1 }));
    }
  }, PROFILE_KEY);
  await openScreen(page, '/investor/accounts', 'Conti');
  await page.getByRole('button', { name: 'Nuovo conto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo conto' });
  await dialog.getByLabel('Nome del conto').fill('Conto Esempio');
  await dialog.getByLabel('Saldo iniziale').fill('0');
  await dialog.getByLabel('Data del saldo').fill('2025-12-01');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Importa movimenti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importa movimenti' })).toBeVisible();
}

async function chooseFile(page: Page, name: string): Promise<void> {
  await page.getByLabel('File dei movimenti').setInputFiles(fixture(name));
}

const counts = (page: Page) => page.getByRole('status', { name: 'Riepilogo dell’importazione' });

async function importFile(page: Page, name: string, expected: { new: number; present: number }) {
  await chooseFile(page, name);
  await expect(counts(page)).toContainText(
    `${expected.new} ${expected.new === 1 ? 'nuovo' : 'nuovi'}`,
  );
  await expect(counts(page)).toContainText(`${expected.present} già present`);
  await page.getByRole('button', { name: `Importa ${expected.new} movimenti` }).click();
  await expect(page.getByRole('list', { name: 'Importazioni' })).toContainText(name);
}

const cents = (text: string) => {
  const match = /(-?)([\d.]+),(\d{2})\s€/.exec(text);
  if (match === null) throw new Error(`no amount in ${text}`);
  const [, sign = '', units = '0', fraction = '00'] = match;
  return (sign === '-' ? -1 : 1) * (Number(units.replaceAll('.', '')) * 100 + Number(fraction));
};

/** Every movement of Movimenti (a virtual list: scrolled through), as date and cents. */
async function ledgerMovements(page: Page): Promise<{ date: string; cents: number }[]> {
  await openScreen(page, '/investor/transactions', 'Movimenti');
  const list = page.getByRole('list', { name: 'Elenco dei movimenti' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const seen = new Map<number, { date: string; cents: number }>();
  for (let step = 0; step < 40; step += 1) {
    const rows = await list.locator('li[aria-posinset]').evaluateAll((items) =>
      items.map((item) => ({
        at: Number(item.getAttribute('aria-posinset')),
        size: Number(item.getAttribute('aria-setsize')),
        text: item.textContent ?? '',
      })),
    );
    for (const row of rows) {
      const date = /\d{2}\/\d{2}\/\d{4}/.exec(row.text)?.[0] ?? '';
      seen.set(row.at, { date, cents: cents(row.text) });
    }
    if (rows[0] !== undefined && seen.size >= rows[0].size) break;
    await page.mouse.wheel(0, 600);
  }
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

async function expectLedgerMatchesSample(page: Page): Promise<void> {
  const movements = await ledgerMovements(page);
  expect(movements).toHaveLength(SAMPLE.count);
  expect(movements.reduce((sum, m) => sum + m.cents, 0)).toBe(SAMPLE.totalCents);
  // Newest first.
  expect(movements[0]?.date).toBe(SAMPLE.last);
  expect(movements.at(-1)?.date).toBe(SAMPLE.first);
}

for (const name of [
  'unicredit-like.csv',
  'ing-like.csv',
  'dare-avere.csv',
  'plain-comma.csv',
  'windows-1252.csv',
  'intesa-like.xlsx',
  'ofx1-sgml.ofx',
  'ofx2-xml.qfx',
  'camt053.xml',
]) {
  test(`imports ${name}: the ledger matches the file, and the same file again gives 0 nuovi`, async ({
    page,
  }) => {
    await ownProfileWithAccount(page);
    await importFile(page, name, { new: SAMPLE.count, present: 0 });
    await expectLedgerMatchesSample(page);

    await openScreen(page, '/investor/import', 'Importa movimenti');
    await chooseFile(page, name);
    await expect(counts(page)).toContainText('0 nuovi');
    await expect(counts(page)).toContainText(`${SAMPLE.count} già presenti`);
    await expect(page.getByRole('button', { name: 'Importa 0 movimenti' })).toBeDisabled();
  });
}

test('an overlapping statement adds only its new rows; undo removes exactly that import', async ({
  page,
}) => {
  await ownProfileWithAccount(page);
  await importFile(page, 'unicredit-like.csv', { new: SAMPLE.count, present: 0 });
  await importFile(page, 'unicredit-like-overlap.csv', { new: 3, present: 8 });
  expect(await ledgerMovements(page)).toHaveLength(SAMPLE.count + 3);

  await openScreen(page, '/investor/import', 'Importa movimenti');
  const batches = page.getByRole('list', { name: 'Importazioni' });
  await batches
    .getByRole('button', { name: 'Annulla importazione unicredit-like-overlap.csv' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Annullare l’importazione?' });
  await expect(dialog).toContainText('3 movimenti di «unicredit-like-overlap.csv»');
  await dialog.getByRole('button', { name: 'Annulla importazione' }).click();
  await expect(batches).not.toContainText('unicredit-like-overlap.csv');
  await expectLedgerMatchesSample(page);
});

test('a rule created from a category change applies to the next import', async ({ page }) => {
  await ownProfileWithAccount(page);
  await importFile(page, 'unicredit-like.csv', { new: SAMPLE.count, present: 0 });
  await openScreen(page, '/investor/transactions', 'Movimenti');
  await page.getByLabel('Categoria di TELEPASS PEDAGGI').selectOption({ label: 'Casa' });
  await page.getByRole('button', { name: 'Applica sempre a «TELEPASS»?' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Regola creata' })).toBeVisible();

  await openScreen(page, '/investor/import', 'Importa movimenti');
  await expect(page.getByRole('list', { name: 'Regole delle categorie' })).toContainText(
    'contiene «TELEPASS» → Casa',
  );
  const batches = page.getByRole('list', { name: 'Importazioni' });
  await batches.getByRole('button', { name: 'Annulla importazione unicredit-like.csv' }).click();
  await page
    .getByRole('dialog', { name: 'Annullare l’importazione?' })
    .getByRole('button', { name: 'Annulla importazione' })
    .click();
  await expect(page.getByText('Nessuna importazione finora.')).toBeVisible();

  await chooseFile(page, 'unicredit-like.csv');
  await expect(page.getByLabel('Categoria di TELEPASS PEDAGGI del 02/02/2026')).toHaveValue('casa');
  // The preview, the rules and the imports, audited on the own profile.
  await expectAccessible(page);
  await page.getByRole('button', { name: `Importa ${SAMPLE.count} movimenti` }).click();
  await expect(batches).toContainText('unicredit-like.csv');
  await openScreen(page, '/investor/transactions', 'Movimenti');
  await expect(page.getByLabel('Categoria di TELEPASS PEDAGGI')).toHaveValue('casa');
});

test('bad files get an Italian message naming the problem, and nothing is written', async ({
  page,
}) => {
  await ownProfileWithAccount(page);
  const input = page.getByLabel('File dei movimenti');
  await input.setInputFiles({ name: 'vuoto.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(page.getByRole('alert')).toHaveText(
    '«vuoto.csv»: Il file è vuoto. Nessun movimento è stato importato.',
  );
  await input.setInputFiles({
    name: 'troncato.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\n<BkToCstmrStmt><Stmt>',
    ),
  });
  await expect(page.getByRole('alert')).toContainText('«troncato.xml»:');
  await expect(page.getByRole('alert')).toContainText('Nessun movimento è stato importato.');
  await input.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48,
    ]),
  });
  await expect(page.getByRole('alert')).toContainText('«foto.png»:');
  await expect(page.getByText('Nessuna importazione finora.')).toBeVisible();
});

test('the file is read in the import worker, started with the screen', async ({ page }) => {
  const worker = page.waitForEvent('worker', (w) => /import\.worker-[^/]+\.js$/.test(w.url()));
  await ownProfileWithAccount(page);
  await worker;
  await importFile(page, 'camt053.xml', { new: SAMPLE.count, present: 0 });
});

test('the file is read on the page when the import worker cannot start', async ({
  page,
  pageProblems,
}) => {
  await page.route(/\/assets\/import\.worker-[^/]+\.js$/, (route) => route.abort());
  await ownProfileWithAccount(page);
  await importFile(page, 'ing-like.csv', { new: SAMPLE.count, present: 0 });
  await expectLedgerMatchesSample(page);
  expect(pageProblems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
  pageProblems.length = 0;
});
