import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, expectAccessible, test } from './fixtures';
import { waitForHydrated } from './navigation';
import { readPdfText } from './pdf-text';
import { CLIENT_CSV_HEADERS } from '@traguardo/domain/clients-csv';

/** Today in the page's calendar (Playwright runs it in Europe/Rome). */
function today(options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('it-IT', { ...options, timeZone: 'Europe/Rome' }).format(
    new Date(),
  );
}
const todayLong = () => today({ day: 'numeric', month: 'long', year: 'numeric' });
/** yyyy-mm-dd of today, as file names carry it. */
const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

const FIRM = 'Ferraris & Partners Consulenza Patrimoniale';
const OCF = 'OCF n. 18234';

// Making a PDF on a busy 2-core machine takes seconds: a ceiling, not a timing.
test.describe.configure({ timeout: 180_000 });

/** Clicks the button, checks its toast while the file is being made, then waits for it. */
async function download(page: Page, button: string, toastTitle: string) {
  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: button }).click();
  const toast = page.getByRole('status').filter({ hasText: toastTitle });
  await expect(toast).toBeVisible();
  const file = await downloaded;
  return { name: file.suggestedFilename(), path: await file.path(), toast };
}

test.describe('Genera PDF', () => {
  test("downloads a client's branded report, text and all, and lists it", async ({ page }) => {
    await page.goto('/advisor/reports');
    const client = page
      .getByRole('radiogroup', { name: 'Cliente' })
      .getByRole('radio', { name: /Marco Rossi/ });
    await waitForHydrated(client);
    await client.click();
    const pdf = await download(page, 'Genera PDF', 'Report Generato');
    expect(pdf.name).toBe(`Report-Completo-Marco-Rossi-${todayIso()}.pdf`);

    const { pages, text } = await readPdfText(pdf.path);
    for (const expected of [
      'Marco Rossi',
      FIRM,
      'Via Monte Napoleone 8, 20121 Milano',
      'www.ferrarispartners.it',
      'Dott.ssa Giulia Ferraris',
      OCF,
      '1.247.500 €',
      '28%',
      todayLong(),
      'Sintesi esecutiva',
      'Indicatori chiave',
      'Pensione anticipata',
      'Allocazione e costi',
      'Raccomandazioni',
      'non costituisce consulenza',
    ]) {
      expect(text, expected).toContain(expected);
    }
    pages.forEach((pageText, i) => {
      expect(pageText).toContain(`Pagina ${i + 1} di ${pages.length}`);
    });

    const recent = page.getByRole('list', { name: 'Report recenti' }).getByRole('listitem');
    await expect(recent.first()).toContainText('Marco Rossi');
    await expect(recent.first()).toContainText('Report Completo');
    await expect(recent.first()).toContainText('Generato');
    await page.reload();
    await expect(recent.first()).toContainText('Marco Rossi');
    await expect(recent.first()).toContainText('Generato');
    await expectAccessible(page);
  });

  test('the aggregate Completo lists every client in a table', async ({ page }) => {
    await page.goto('/advisor/reports');
    const comprehensive = page
      .getByRole('radiogroup', { name: 'Tipo di report' })
      .getByRole('radio', { name: /Report Completo/ });
    await waitForHydrated(comprehensive);
    await comprehensive.click();
    const pdf = await download(page, 'Genera PDF', 'Report Generato');
    expect(pdf.name).toBe(`Report-Completo-Tutti-i-clienti-${todayIso()}.pdf`);
    const { text } = await readPdfText(pdf.path);
    for (const expected of [
      FIRM,
      OCF,
      'Tutti i clienti',
      'Elenco clienti (12)',
      'Marco Rossi',
      'Francesca Romano',
      '9.135.500 €',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

test.describe('Esporta', () => {
  test('downloads the CSV of exactly the clients shown, Excel-ready', async ({ page }) => {
    await page.goto('/advisor/vitals?stato=yellow');
    await expect(page.getByRole('button', { name: /^Attenzione/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const cards = page.getByRole('list', { name: 'Clienti filtrati' }).getByRole('heading');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.allTextContents();

    const csv = await download(page, 'Esporta', 'Esportazione pronta');
    expect(csv.name).toBe(`clienti-${todayIso()}.csv`);
    await expect(csv.toast).toContainText(`${shown.length} clienti`);
    const bytes = await readFile(csv.path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(CLIENT_CSV_HEADERS);
    expect(rows.map((row) => row[0])).toEqual(shown);
    for (const row of rows) {
      expect(row[2]).toBe('Attenzione');
      expect(row[3]).toMatch(/^\d+$/);
      expect(row[6]).toMatch(/^\d+(,\d+)?$/);
      expect(row[8]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
    }
  });
});

test.describe('Filtri', () => {
  test('criteria narrow the list, live in the URL, survive reload and back/forward', async ({
    page,
  }) => {
    await page.goto('/advisor/vitals');
    const cards = page.getByRole('list', { name: 'Clienti filtrati' }).getByRole('link');
    await expect(cards).toHaveCount(12);
    const tutti = page.getByRole('button', { name: /^Tutti/ });

    const filtri = page.getByRole('button', { name: 'Filtri' });
    await waitForHydrated(filtri);
    await filtri.click();
    await page.getByRole('checkbox', { name: /Costi di investimento sopra lo 0,5%/ }).click();
    await expect(page).toHaveURL(/\?costi=sopra$/);
    // Each status button counts the clients the criteria leave; the list shows as many.
    const tuttiCount = tutti.getByTestId('filter-count');
    await expect(tuttiCount).not.toHaveText('12');
    const narrowed = Number(await tuttiCount.textContent());
    expect(narrowed).toBeLessThan(12);
    await expect(cards).toHaveCount(narrowed);
    await expect(
      page.getByRole('button', { name: 'Rimuovi filtro: Costi sopra lo 0,5%' }),
    ).toBeVisible();
    await expectAccessible(page);

    const critici = page.getByRole('button', { name: /^Critici/ });
    await critici.click();
    await expect(page).toHaveURL(/stato=red/);
    await expect(critici).toHaveAttribute('aria-pressed', 'true');
    const critical = Number(await critici.getByTestId('filter-count').textContent());
    expect(critical).toBeLessThanOrEqual(narrowed);
    await expect(cards).toHaveCount(critical);

    await page.reload();
    await expect(page.getByRole('button', { name: /^Critici/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(critical);

    await page.goBack();
    await expect(page).toHaveURL(/\?costi=sopra$/);
    await expect(cards).toHaveCount(narrowed);
    await page.goBack();
    await expect(cards).toHaveCount(12);
    await page.goForward();
    await expect(cards).toHaveCount(narrowed);

    await page.getByRole('button', { name: 'Azzera filtri' }).click();
    await expect(cards).toHaveCount(12);
    await expect(page).toHaveURL(/\/advisor\/vitals$/);
  });

  test('a shared URL opens the same view; malformed values are ignored', async ({ page }) => {
    await page.goto('/advisor/vitals?stato=green&gap=10&contatto=90&patrimonioDa=abc&x=1');
    await expect(page.getByRole('button', { name: /^Eccellenti/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const chips = page.getByRole('list', { name: 'Filtri attivi' }).getByRole('button');
    await expect(chips).toHaveText(['Gap assicurativo da 10%', 'Ultimo contatto oltre 90 giorni']);
    const cards = page.getByRole('list', { name: 'Clienti filtrati' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Stato: Eccellente');
  });
});
