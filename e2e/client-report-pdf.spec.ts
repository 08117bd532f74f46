import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './fixtures';
import { waitForHydrated } from './navigation';
import { addClientByHand, isoDay, openOwnBook } from './own-book';
import { readPdfText } from './pdf-text';
import { REPORT_PAGE_RANGES } from '@traguardo/domain/reports';
import { reportTypes } from '@traguardo/sample-data/reports';

// The client report behind 'Genera PDF' (issue 35), read back from the file with PDF.js:
// its pages, its personal recommendations, its costs in euro, and names in any script.

// Making a PDF on a busy 2-core machine takes seconds: a ceiling, not a timing.
test.describe.configure({ timeout: 180_000 });

/** The pages each type promises (spec: report page counts), by the type's name. */
const PROMISED = Object.fromEntries(
  reportTypes.map((type) => [type.name, REPORT_PAGE_RANGES[type.id]] as const),
);

async function choose(page: Page, group: 'Cliente' | 'Tipo di report', name: RegExp) {
  const radio = page.getByRole('radiogroup', { name: group }).getByRole('radio', { name });
  await waitForHydrated(radio);
  await radio.click();
  await expect(radio).toBeChecked();
}

/** Clicks 'Genera PDF' and answers the downloaded file's path. */
async function generate(page: Page): Promise<string> {
  const downloaded = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Genera PDF' }).click();
  return (await downloaded).path();
}

/** The text of the page whose text holds `heading`, up to the next page. */
function pageWith(pages: readonly string[], heading: string): string {
  const found = pages.find((text) => text.includes(heading));
  if (found === undefined) throw new Error(`No page with ${heading}`);
  return found;
}

type Placed = { str: string; left: number; right: number };

/** Every text run of the PDF's pages with its horizontal extent, for alignment checks. */
async function placedText(path: string): Promise<Placed[][]> {
  const data = new Uint8Array(await readFile(path));
  const pdf = await getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: Placed[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items.flatMap((item) => {
        if (!('str' in item) || item.str.trim() === '') return [];
        const left = Number(item.transform[4]);
        return [{ str: item.str, left, right: left + item.width }];
      }),
    );
  }
  await pdf.destroy();
  return pages;
}

test.describe('the client report', () => {
  test('a client entered by hand: empty states on the page, and a shorter report that makes nothing up', async ({
    page,
  }) => {
    // QA's steps (s48): Nuovo cliente, the client's page, Genera PDF.
    await openOwnBook(page);
    await addClientByHand(page, [
      ['Nome', 'Mario Verdi'],
      ['Email', 'mario.verdi@esempio.it'],
      ['Patrimonio netto', '350.000'],
      ['Tasso di risparmio', '12'],
      ['Fondo emergenza (mesi)', '3,5'],
      ['Costi investimento', '1,2'],
      ['Gap assicurativo', '40'],
      ['Ultimo contatto', isoDay(-7)],
    ]);
    await page
      .getByRole('link', { name: /Mario Verdi/ })
      .first()
      .click();
    await expect(page.getByText('Nessuno storico del patrimonio')).toBeVisible();
    await expect(page.getByText('Allocazione non registrata')).toBeVisible();
    await expect(page.getByRole('img', { name: /Andamento del patrimonio/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Documenti' }).click();
    await expect(page.getByText('Nessun documento', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Visualizza' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Report' }).first().click();
    await choose(page, 'Cliente', /Mario Verdi/);
    const { pages, text } = await readPdfText(await generate(page));
    expect(pages.length).toBeLessThan(12);
    pages.forEach((pageText, i) => {
      expect(pageText).toContain(`Pagina ${i + 1} di ${pages.length}`);
    });
    expect(text).toContain('350.000 €');
    const missing = pageWith(pages, 'Dati non disponibili');
    expect(missing).toContain('manca lo storico del patrimonio');
    expect(missing).toContain('manca l’allocazione del portafoglio');
    expect(text).not.toMatch(/Acquistare|Vendere|Andamento del patrimonio di/);
    expect(text).toContain(
      'Ridurre i costi di investimento da 1,20% a non oltre 0,50% con ETF a basso costo.',
    );
  });

  test("Marco Rossi's Completo: its pages, no advice on what is on target, costs in euro", async ({
    page,
  }) => {
    await page.goto('/advisor/reports');
    await choose(page, 'Cliente', /Marco Rossi/);
    const path = await generate(page);
    const { pages, text } = await readPdfText(path);

    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(pages.length).toBeLessThanOrEqual(15);
    pages.forEach((pageText, i) => {
      expect(pageText).toContain(`Pagina ${i + 1} di ${pages.length}`);
    });

    // His four indicators are on target: acknowledged, never advised on.
    const advice = pageWith(pages, 'Raccomandazioni').split('In linea con gli obiettivi')[0] ?? '';
    expect(advice).toContain('Nessuna azione correttiva');
    for (const step of [
      'fondo di emergenza',
      'costi di investimento',
      'tasso di risparmio',
      'gap',
    ]) {
      expect(advice.toLowerCase(), step).not.toContain(step);
    }
    expect(text).toContain(
      'Fondo emergenza 9,0 mesi (obiettivo 6 mesi): in linea con l’obiettivo.',
    );

    // Costs in percent and in euro a year (0,35% of the invested 1.122.750 €), over 10 and 20 years.
    const costs = pageWith(pages, 'Costi di investimento Costi annui');
    expect(costs).toContain('0,35%');
    expect(costs).toContain('3.930 € l’anno');
    expect(costs).toMatch(/10 anni [\d.]+ € [\d.]+ €/);
    expect(costs).toMatch(/20 anni [\d.]+ € [\d.]+ €/);
    // One value for the fee in the whole document.
    expect(text).not.toContain('0,4%');

    // The charts' figures are in tables beside them, and the Monte Carlo states its engine.
    expect(text).toContain('Simulazione Monte Carlo di 10.000 scenari con seme fisso');
    expect(text).toContain('Probabilità di raggiungerlo');

    // A right-aligned column's header ends where its figures end (the costs table).
    const placed = await placedText(path);
    const costsPage = placed.find((runs) => runs.some((run) => run.str === 'Costi pagati')) ?? [];
    for (const [name, figure] of [
      ['Costi pagati', '39.300 €'],
      ['Valore perso', '285.540 €'],
    ]) {
      // The table's header, not the chart legend's label of the same name, left of it.
      const header = costsPage.findLast((run) => run.str === name);
      const cell = costsPage.find((run) => run.str.replace(/\s/g, ' ') === figure);
      expect(header, name).toBeDefined();
      expect(cell, figure).toBeDefined();
      expect(Math.abs((header?.right ?? 0) - (cell?.right ?? 999)), name).toBeLessThan(1);
    }
  });

  test('a client with 2 months of emergency fund gets the fund step with its figure', async ({
    page,
  }) => {
    await page.goto('/advisor/reports');
    await choose(page, 'Cliente', /Andrea Conti/);
    const { pages } = await readPdfText(await generate(page));
    const advice = pageWith(pages, 'Raccomandazioni');
    // Four months short, at the ISTAT average spending of a household (2.738 € a month).
    expect(advice).toContain('Portare il fondo di emergenza da 2,0 a 6 mesi: 10.952 € in più.');
    expect(advice).toContain('media ISTAT 2023');
  });

  test('each type keeps the pages it promises', async ({ page }) => {
    await page.goto('/advisor/reports');
    await choose(page, 'Cliente', /Marco Rossi/);
    for (const [type, [min, max]] of Object.entries(PROMISED)) {
      if (type === 'Report Completo') continue; // the test above
      await choose(page, 'Tipo di report', new RegExp(`^${type}`));
      const { pages } = await readPdfText(await generate(page));
      expect(pages.length, type).toBeGreaterThanOrEqual(min);
      expect(pages.length, type).toBeLessThanOrEqual(max);
    }
  });

  test('names in Polish, German, Greek and Cyrillic come back intact; an emoji is marked and told', async ({
    page,
  }) => {
    await page.goto('/advisor/settings');
    const firm = 'Studio 😀 Łódź Ελληνικά';
    const address = 'Łódź, Żółć Straße 5';
    const advisor = 'Ελένη Παπαδοπούλου Ирина';
    await page.getByLabel('Nome dello studio').fill(firm);
    await page.getByLabel('Indirizzo').fill(address);
    await page.getByLabel('Nome completo').fill(advisor);
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Impostazioni salvate' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Report' }).first().click();
    await choose(page, 'Cliente', /Marco Rossi/);
    await choose(page, 'Tipo di report', /^Sintesi/);
    const { text } = await readPdfText(await generate(page));
    expect(text).toContain('Studio \uFFFD Łódź Ελληνικά');
    expect(text).toContain(address);
    expect(text).toContain(advisor);
    expect(text).not.toContain('😀');
    const notice = page.getByRole('alert').filter({ hasText: 'Alcuni caratteri non sono nel PDF' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('😀');
  });

  test('a Chinese client, an Arab advisor and a Hebrew firm print as written, with nothing to tell', async ({
    page,
  }) => {
    await openOwnBook(page);
    await addClientByHand(page, [
      ['Nome', '王小明'],
      ['Email', 'wang@esempio.it'],
      ['Patrimonio netto', '180.000'],
      ['Tasso di risparmio', '15'],
      ['Fondo emergenza (mesi)', '4'],
      ['Costi investimento', '0,8'],
      ['Gap assicurativo', '10'],
      ['Ultimo contatto', isoDay(-3)],
    ]);
    await page.getByRole('link', { name: 'Impostazioni' }).first().click();
    await page.getByLabel('Nome dello studio').fill('Studio לוי');
    await page.getByLabel('Nome completo').fill('محمد عبد الله');
    // The own book's settings start empty (the demo's sample advisor is not the advisor's).
    await page.getByRole('textbox', { name: 'Email' }).fill('mohammed@studiolevi.it');
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Impostazioni salvate' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Report' }).first().click();
    await choose(page, 'Cliente', /王小明/);
    await choose(page, 'Tipo di report', /^Sintesi/);
    const { text } = await readPdfText(await generate(page));
    // Arabic is printed in its joined forms (Unicode's presentation forms), which NFKC reads
    // back as the letters typed.
    const typed = text.normalize('NFKC');
    expect(typed).toContain('王小明');
    expect(typed).toContain('محمد عبد الله');
    expect(typed).toContain('לוי');
    expect(text).not.toContain('\uFFFD');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Alcuni caratteri non sono nel PDF' }),
    ).toHaveCount(0);
  });
});
