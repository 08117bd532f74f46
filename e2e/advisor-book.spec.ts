import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import { computedClientStatus } from '@traguardo/domain/client-status';
import { clientsCsv } from '@traguardo/domain/clients-csv';
import { type Client } from '@traguardo/domain/entities';
import { investorFile, investorFileText } from '@traguardo/domain/investor-file';
import { Formatted, xlsxBytes } from '@traguardo/spreadsheet/testing/xlsx';
import { expect, test, waitForLive } from './fixtures';
import { addClientByHand, isoDay, openOwnBook } from './own-book';

// The advisor's own book of clients (issue 34): an empty book beside the demo, filled by
// hand, from a CSV and from investors' files; every screen follows the open book.

// Imports, exports and a second browser on a busy 2-core machine: a ceiling, not a timing.
test.describe.configure({ timeout: 240_000 });

/** Twenty clients in the layout 'Esporta' writes. */
function twentyClients(): Client[] {
  return Array.from({ length: 20 }, (_, i) => {
    const figures = {
      netWorth: 100_000 + i * 10_000,
      savingsRate: 5 + i,
      emergencyFund: 2 + (i % 8),
      investmentFee: 0.2 + (i % 5) / 10,
      insuranceGap: (i * 7) % 60,
    };
    return {
      id: `x${i}`,
      name: `Cliente Importato ${String(i + 1).padStart(2, '0')}`,
      email: `importato${i + 1}@studio.it`,
      status: computedClientStatus(figures),
      lastContact: isoDay(-10 - i),
      ...figures,
    };
  });
}

async function expectClientCount(page: Page, count: string): Promise<void> {
  await expect(page.getByText(count, { exact: true })).toBeVisible();
}

const ANNA_NERI: [string, string][] = [
  ['Nome', 'Anna Neri'],
  ['Email', 'anna.neri@studio.it'],
  ['Patrimonio netto', '250.000'],
  ['Tasso di risparmio', '5'],
  ['Fondo emergenza (mesi)', '2'],
  ['Costi investimento', '0,9'],
  ['Gap assicurativo', '45'],
  ['Ultimo contatto', isoDay(-30)],
];

async function downloadExport(page: Page): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('link', { name: 'Vitali' }).first().click();
  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Esporta' }).click();
  const file = await downloaded;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

async function importCsv(page: Page, name: string, bytes: Buffer, added: string): Promise<void> {
  await page
    .getByLabel('Importa clienti')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });
  const dialog = page.getByRole('dialog', { name: 'Importa clienti' });
  await expect(dialog.getByText(added, { exact: true })).toBeVisible();
  await expect(dialog.getByText('0 aggiornati', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Importa' }).click();
  await expect(dialog).toBeHidden();
}

/** A page of a fresh browser context: a device with nothing stored. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an empty own book: by hand and from a CSV, every screen shows 21, the export round-trips, the demo stays apart', async ({
  page,
  browser,
}) => {
  await openOwnBook(page);
  await expectClientCount(page, '0 clienti in portafoglio');

  await addClientByHand(page, ANNA_NERI);
  await expectClientCount(page, '1 cliente in portafoglio');

  await importCsv(page, 'clienti.csv', Buffer.from(clientsCsv(twentyClients())), '20 nuovi');
  await expectClientCount(page, '21 clienti in portafoglio');

  await test.step('alerts for the client below targets, on its page and counted on Clienti', async () => {
    const card = page.getByRole('article').filter({ hasText: 'Anna Neri' });
    await expect(card.getByText('4 avvisi')).toBeVisible();
    await page.getByRole('link', { name: 'Anna Neri' }).click();
    const alerts = page
      .getByRole('heading', { name: 'Avvisi' })
      .locator('xpath=ancestor::section[1]');
    for (const title of [
      'Fondo di emergenza sotto obiettivo',
      'Costi di investimento elevati',
      'Copertura assicurativa insufficiente',
      'Tasso di risparmio basso',
    ]) {
      await expect(alerts.getByText(title)).toBeVisible();
    }
    await expect(
      alerts.getByText('Il tasso di risparmio è 5%, sotto la soglia di 10%.'),
    ).toBeVisible();
    const status = page.getByRole('region', { name: 'Stato del cliente' });
    await status.getByRole('button', { name: 'Perché Critico?' }).click();
    await expect(status.getByText(/Tasso di risparmio 5%.*Critico/)).toBeVisible();
  });

  await test.step('vitals, report and export show the 21', async () => {
    await page.getByRole('link', { name: 'Vitali' }).first().click();
    await expect(page.getByRole('region', { name: 'Riepilogo' })).toContainText('21');
    await page.getByRole('link', { name: 'Report' }).first().click();
    await expect(page.getByRole('radiogroup', { name: 'Cliente' }).getByRole('radio')).toHaveCount(
      22,
    );
  });

  const exported = await downloadExport(page);
  expect(exported.name).toBe(`clienti-${isoDay()}.csv`);
  const rows = exported.bytes.toString('utf8').trim().split('\r\n');
  expect(rows).toHaveLength(22);
  expect(rows[1]).toContain('Anna Neri;anna.neri@studio.it;Critico;250000;5;2;0,9;45;');

  await test.step('export → import into an empty book → export: the same file', async () => {
    const other = await freshPage(browser);
    await openOwnBook(other);
    await expectClientCount(other, '0 clienti in portafoglio');
    await importCsv(other, exported.name, exported.bytes, '21 nuovi');
    await expectClientCount(other, '21 clienti in portafoglio');
    const again = await downloadExport(other);
    expect(again.bytes.equals(exported.bytes)).toBe(true);
    await other.context().close();
  });

  await test.step('the same file again changes nothing', async () => {
    await page.getByRole('link', { name: 'Clienti' }).first().click();
    await page
      .getByLabel('Importa clienti')
      .setInputFiles({ name: exported.name, mimeType: 'text/csv', buffer: exported.bytes });
    const dialog = page.getByRole('dialog', { name: 'Importa clienti' });
    await expect(dialog.getByText('21 invariati', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importa' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
  });

  await test.step('the demo and back: nothing mixed; a reload keeps it all', async () => {
    await page.getByRole('link', { name: 'Impostazioni' }).first().click();
    await page.getByRole('button', { name: 'Torna alla demo' }).click();
    await expect(page.getByText('Demo', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Clienti' }).first().click();
    await expectClientCount(page, '12 clienti in portafoglio');
    await expect(page.getByText('Anna Neri')).toHaveCount(0);
    await page.getByRole('link', { name: 'Impostazioni' }).first().click();
    await page.getByRole('button', { name: 'Usa i tuoi clienti' }).click();
    await page.reload();
    await expect(page.getByText('I miei clienti', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Clienti' }).first().click();
    await expectClientCount(page, '21 clienti in portafoglio');
    await expect(page.getByText('Marco Rossi')).toHaveCount(0);
  });
});

test('a client list kept in Excel (.xlsx): imported through Importa clienti, its clients are in the list', async ({
  page,
}) => {
  await openOwnBook(page);
  await expectClientCount(page, '0 clienti in portafoglio');
  const picker = page.getByLabel('Importa clienti');
  await expect(picker).toHaveAttribute('accept', /\.xlsx/);
  // As an advisor keeps it: a cover sheet, figures as numbers (the savings rate formatted as
  // a percent, a net worth computed by a formula), the last contact as a date.
  const contact = (days: number) => new Date(`${isoDay(days)}T00:00:00Z`);
  const bytes = await xlsxBytes({
    Note: [['Elenco clienti dello studio']],
    Clienti: [
      [
        'Nome',
        'Email',
        'Patrimonio',
        'Tasso di risparmio',
        'Fondo emergenza',
        'Costi investimento',
        'Gap assicurativo',
        'Ultimo contatto',
      ],
      [
        'Giulia Verdi',
        'giulia.verdi@studio.it',
        480000,
        new Formatted(0.18, '0%'),
        6,
        0.45,
        10,
        contact(-12),
      ],
      [
        'Paolo Neri',
        'paolo.neri@studio.it',
        { formula: 'C3/2', result: 240000 },
        12,
        3,
        1.2,
        35,
        contact(-40),
      ],
    ],
  });
  await picker.setInputFiles({
    name: 'clienti.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(bytes),
  });
  const dialog = page.getByRole('dialog', { name: 'Importa clienti' });
  await expect(dialog.getByText('clienti.xlsx: 2 righe.')).toBeVisible();
  await expect(dialog.getByText('2 nuovi', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Importa' }).click();
  await expect(dialog).toBeHidden();
  await expectClientCount(page, '2 clienti in portafoglio');
  await expect(page.getByRole('link', { name: 'Giulia Verdi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paolo Neri' })).toBeVisible();
  await expect(page.getByText('480.000 €')).toBeVisible();
  await expect(page.getByText('240.000 €')).toBeVisible();
});

test("investors' files: the investor sends one, it creates a client, a newer one updates it, bad files are refused", async ({
  page,
}) => {
  const older = investorFile({
    date: isoDay(-40),
    name: 'Laura Gialli',
    email: 'laura.gialli@casa.it',
    figures: {
      netWorth: 300_000,
      savingsRate: 15,
      emergencyFund: 4,
      investmentFee: 0.6,
      insuranceGap: 10,
    },
    goals: [{ id: 'g1', name: 'Casa al mare', current: 20_000, target: 80_000, progress: 25 }],
    allocation: [{ name: 'Conto corrente', value: 100, amount: 300_000 }],
  });
  await openOwnBook(page);

  // A file set on the input is not a click: it reaches a page that is not live yet, where
  // nothing listens, so the helper waits for the page as a person's click would.
  const importFile = async (name: string, text: string) => {
    await waitForLive(page);
    await page.getByLabel('Importa fascicolo').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
  };

  await test.step('a file creates the client', async () => {
    await importFile('traguardo-fascicolo.json', investorFileText(older));
    const dialog = page.getByRole('dialog', { name: 'Importa fascicolo' });
    await expect(dialog.getByText('Crea un nuovo cliente con i dati del fascicolo.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Importa' }).click();
    await expectClientCount(page, '1 cliente in portafoglio');
    await page.getByRole('link', { name: 'Laura Gialli' }).click();
    const [y, m, d] = isoDay(-40).split('-');
    await expect(page.getByText(`Ultimo aggiornamento: ${d}/${m}/${y}`)).toBeVisible();
    await page.getByRole('tab', { name: 'Obiettivi' }).click();
    await expect(page.getByText('Casa al mare').first()).toBeVisible();
    await page.getByRole('link', { name: 'Torna ai clienti' }).click();
  });

  await test.step('bad files change nothing, with an Italian message', async () => {
    for (const [text, message] of [
      ['{"kind":', 'Il file non è un fascicolo leggibile'],
      [JSON.stringify({ kind: 'altro' }), 'Questo file non è un fascicolo di Traguardo'],
      [
        investorFileText({ ...older, version: 2 } as unknown as typeof older),
        'versione più recente',
      ],
    ] as const) {
      await importFile('fascicolo.json', text);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    await expectClientCount(page, '1 cliente in portafoglio');
  });

  await test.step("the investor's own file, newer, updates the client after showing what changes", async () => {
    const investor = page;
    await investor.goto('/investor/more');
    await investor.getByRole('button', { name: 'Invia al consulente' }).click();
    const dialog = investor.getByRole('dialog', { name: 'Invia al consulente' });
    await expect(dialog.getByRole('list', { name: 'Contenuto del fascicolo' })).toContainText(
      'Patrimonio netto',
    );
    await dialog.getByLabel('Nome').fill('Laura Gialli');
    await dialog.getByLabel('Email').fill('laura.gialli@casa.it');
    await dialog.getByLabel('Costi investimento (%)').fill('0,3');
    await dialog.getByLabel('Gap assicurativo (%)').fill('15');
    const downloaded = investor.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Scarica il fascicolo' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`traguardo-fascicolo-${isoDay()}.json`);
    const text = await readFile(await file.path(), 'utf8');
    expect(text).not.toMatch(/movimenti|transactions|documenti|documents/i);

    await page.goto('/advisor');
    await importFile(file.suggestedFilename(), text);
    const preview = page.getByRole('dialog', { name: 'Importa fascicolo' });
    await expect(
      preview.getByText('Aggiorna il cliente con la stessa email. Cambia:'),
    ).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Modifiche' })).toContainText(
      'Costi investimento: 0,6 → 0,3',
    );
    await preview.getByRole('button', { name: 'Importa' }).click();
    await expectClientCount(page, '1 cliente in portafoglio');
    await page.getByRole('link', { name: 'Laura Gialli' }).click();
    const [y, m, d] = isoDay().split('-');
    await expect(page.getByText(`Ultimo aggiornamento: ${d}/${m}/${y}`)).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Clienti as a table, sorted by any column, the sort kept in the address; search in any word order and by email', async ({
    page,
  }) => {
    await page.goto('/advisor');
    await page
      .getByRole('group', { name: 'Vista' })
      .getByRole('button', { name: 'Tabella' })
      .click();
    const table = page.getByRole('table', { name: 'Clienti, ordinabili per colonna' });
    const names = table.getByRole('rowheader');
    await expect(names).toHaveCount(12);
    await table.getByRole('button', { name: 'Patrimonio netto' }).click();
    await expect(page).toHaveURL(/vista=tabella/);
    await expect(page).toHaveURL(/ordina=patrimonio&verso=cresc/);
    await table.getByRole('button', { name: 'Patrimonio netto' }).click();
    await expect(page).toHaveURL(/ordina=patrimonio&verso=disc/);
    await expect(names.first()).toHaveText('Luca Colombo');
    await expect(table.getByRole('columnheader', { name: 'Patrimonio netto' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.reload();
    await expect(names.first()).toHaveText('Luca Colombo');

    const search = page.getByRole('searchbox', { name: 'Cerca cliente per nome o email' });
    await search.fill('rossi marco');
    await expect(names).toHaveText(['Marco Rossi']);
    await search.fill('giulia.bianchi@email');
    await expect(names).toHaveText(['Giulia Bianchi']);
  });
});

test('Importa clienti and Importa fascicolo show a focus ring when Tab reaches them', async ({
  page,
}) => {
  await openOwnBook(page);
  for (const name of ['Importa clienti', 'Importa fascicolo']) {
    const input = page.getByLabel(name, { exact: true });
    const label = page.locator('label').filter({ has: input });
    const ring = () =>
      label.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
    expect((await ring()).style).toBe('none');
    for (let step = 0; step < 40; step += 1) {
      if (await input.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(input).toBeFocused();
    const shown = await ring();
    expect(shown.style).not.toBe('none');
    expect(shown.width).toBeGreaterThanOrEqual(2);
  }
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: false, hasTouch: false });

  test('a long name without spaces wraps inside its card; the status stays in the card', async ({
    page,
  }) => {
    const name = '=HYPERLINK("https://esempio.it/un-indirizzo-molto-lungo-senza-spazi")';
    await openOwnBook(page);
    await addClientByHand(page, [['Nome', name], ...ANNA_NERI.slice(1)]);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
    await expect(card.getByRole('link', { name })).toHaveText(name);
    const badge = card.getByText(/^(Eccellente|Attenzione|Critico)$/);
    const cardBox = await card.boundingBox();
    const badgeBox = await badge.boundingBox();
    if (cardBox === null || badgeBox === null) throw new Error('la scheda non è visibile');
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(360);
  });
});
