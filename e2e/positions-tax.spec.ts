import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';

// Positions of the own profile and the year's tax in Altro (issue 36): a position with two
// purchases and a sale at a loss last year, a sale at a gain this year; Altro's "Previsione
// fiscale" shows the gain reduced by the loss and what is left in the zainetto, with its
// expiry. Bad inputs get Italian messages and save nothing; a reload keeps everything.

const PROFILE_KEY = 'traguardo:investor:profile';
const YEAR = new Date().getFullYear();

async function useOwnProfile(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) === null) {
      localStorage.setItem(key, JSON.stringify({ state: { profile: 'own' }, version: 1 }));
    }
  }, PROFILE_KEY);
}

async function addInvestmentAccount(page: Page): Promise<void> {
  await openScreen(page, '/investor/accounts', 'Conti');
  await page.getByRole('button', { name: 'Nuovo conto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo conto' });
  await dialog.getByLabel('Nome del conto').fill('Conto titoli');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Investimenti' });
  await dialog.getByLabel('Saldo iniziale').fill('0');
  await dialog.getByLabel('Data del saldo').fill(`${YEAR - 1}-01-02`);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The save's toast confirms it; the next step waits for it to go, as a person would: on a short
 * page the position's buttons sit under the toasts, and a pointer resting on one holds it.
 */
async function confirmed(page: Page, title: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
}

type Trade = { date: string; quantity: string; price: string; fees?: string };

async function record(page: Page, kind: 'Acquisto' | 'Vendita', trade: Trade): Promise<void> {
  await page.getByRole('button', { name: `${kind} di Enel` }).click();
  const dialog = page.getByRole('dialog', { name: `${kind} · Enel` });
  await dialog.getByLabel('Data').fill(trade.date);
  await dialog.getByLabel('Quantità').fill(trade.quantity);
  await dialog.getByLabel('Prezzo').fill(trade.price);
  await dialog.getByLabel('Commissioni').fill(trade.fees ?? '');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await confirmed(page, kind === 'Acquisto' ? 'Acquisto registrato' : 'Vendita registrata');
}

/** The value (dd) beside a figure's label (dt) in a section's list of figures. */
function fact(section: Locator, label: string): Locator {
  return section
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('a position with two purchases, a loss then a gain: Altro shows the gain reduced by the loss and the zainetto, Home the return since 31 December', async ({
  page,
}) => {
  test.slow(); // five saves, each waiting for its toast to go
  await useOwnProfile(page);
  await addInvestmentAccount(page);
  await page.getByRole('link', { name: 'Posizioni di Conto titoli' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Investi' })).toBeVisible();

  // Nuova posizione: a wrong check digit first.
  await page.getByRole('button', { name: 'Nuova posizione in Conto titoli' }).click();
  const newPosition = page.getByRole('dialog', { name: 'Nuova posizione' });
  await newPosition.getByLabel('Codice ISIN').fill('IT0003128368');
  await newPosition.getByRole('button', { name: 'Salva' }).click();
  await expect(newPosition.getByText(/la cifra di controllo non corrisponde/)).toBeVisible();
  await expect(newPosition.getByText('Inserisci il nome del titolo.')).toBeVisible();
  await newPosition.getByLabel('Codice ISIN').fill('IT0003128367');
  await newPosition.getByLabel('Nome del titolo').fill('Enel');
  await newPosition.getByLabel('Classe').selectOption({ label: 'Azioni' });
  await newPosition.getByRole('button', { name: 'Salva' }).click();
  await expect(newPosition).toBeHidden();
  await confirmed(page, 'Posizione aggiunta');

  await record(page, 'Acquisto', { date: `10/03/${YEAR - 1}`, quantity: '100', price: '10' });
  await record(page, 'Acquisto', { date: `10/06/${YEAR - 1}`, quantity: '100', price: '12' });

  // A sale above what is held, a bad date and a zero quantity: Italian messages, nothing saved.
  await page.getByRole('button', { name: 'Vendita di Enel' }).click();
  const sale = page.getByRole('dialog', { name: 'Vendita · Enel' });
  await sale.getByLabel('Data').fill('31/02/2025');
  await sale.getByLabel('Quantità').fill('0');
  await sale.getByLabel('Prezzo').fill('8');
  await sale.getByRole('button', { name: 'Salva' }).click();
  await expect(sale.getByText('Inserisci una data valida (gg/mm/aaaa).')).toBeVisible();
  await expect(sale.getByText('La quantità deve essere maggiore di zero.')).toBeVisible();
  await sale.getByLabel('Data').fill(`10/09/${YEAR - 1}`);
  await sale.getByLabel('Quantità').fill('250');
  await sale.getByRole('button', { name: 'Salva' }).click();
  await expect(
    sale.getByText(
      `La vendita del 10/09/${YEAR - 1} è di 250 quote, ma a quella data ne possiedi 200 quote.`,
    ),
  ).toBeVisible();
  await sale.getByRole('button', { name: 'Annulla' }).click();

  // The loss: 100 at 8 € against an average cost of 11 €, 300 €. Then the gain this year:
  // 50 at 15 €, 200 €.
  await record(page, 'Vendita', { date: `10/09/${YEAR - 1}`, quantity: '100', price: '8' });
  await record(page, 'Vendita', { date: `01/01/${YEAR}`, quantity: '50', price: '15' });
  await page.getByRole('button', { name: 'Aggiorna prezzo di Enel' }).click();
  const price = page.getByRole('dialog', { name: 'Aggiorna prezzo · Enel' });
  await price.getByLabel('Prezzo', { exact: true }).fill('16');
  await price.getByRole('button', { name: 'Salva' }).click();
  await expect(price).toBeHidden();

  // The position's own item, not those of its operations listed inside it.
  const enel = page
    .getByRole('list', { name: 'Posizioni di Conto titoli' })
    .getByRole('listitem')
    .filter({ hasText: 'Costo medio' });
  await expect(enel).toContainText('Quantità50');
  await expect(enel).toContainText('Costo medio11,00 €');
  await expect(enel).toContainText('Valore800 €');
  await expect(enel).toContainText('Plus/minus latente+250 €');
  // Held on 31 December with no price entered then: the return since then waits for it.
  await expect(page.getByRole('region', { name: 'Valore del portafoglio' })).toHaveText(
    `Valore del portafoglio800\u00a0€Per il rendimento da inizio anno serve il prezzo al 31/12/${YEAR - 1} di Enel.`,
  );
  await expectAccessible(page);

  const check = async () => {
    await openScreen(page, '/investor/more', 'Altro');
    const forecast = page.getByRole('region', { name: `Previsione fiscale ${YEAR}` });
    await expect(fact(forecast, 'Plusvalenze realizzate')).toHaveText(/^200\s€$/);
    await expect(fact(forecast, 'Compensate con lo zainetto')).toHaveText(/^200\s€$/);
    await expect(fact(forecast, 'Imponibile')).toHaveText(/^0\s€$/);
    await expect(fact(forecast, 'Imposta sulle plusvalenze')).toHaveText(/^0\s€$/);
    const zainetto = forecast.getByRole('table', { name: /Zainetto fiscale/ });
    await expect(zainetto.getByRole('row').nth(1)).toHaveText(
      `300 €${YEAR - 1}100 €scade il 31/12/${YEAR + 3}`,
    );
  };
  await check();
  await expectAccessible(page);
  // Kept on the device: the same after a reload.
  await page.reload();
  await check();

  // Home's return since 31 December needs Enel's price on that day, never entered.
  const ytdCard = () =>
    page
      .getByRole('region', { name: 'Indicatori chiave' })
      .getByRole('listitem')
      .filter({ hasText: 'Rendimento da inizio anno' });
  await openScreen(page, '/investor/', 'Home');
  await expect(ytdCard()).toContainText(`—Serve il prezzo al 31/12/${YEAR - 1} di Enel`);
  // With it (12 €): 100 quote from 12 to the sale's 15 € on 1 January (+25%), the 50 left from
  // 15 to 16 € (+6,7%): +33,3%, the sale's proceeds not counted as a loss.
  await openScreen(page, '/investor/invest', 'Investi');
  await page.getByRole('button', { name: 'Aggiorna prezzo di Enel' }).click();
  await price.getByLabel('Prezzo', { exact: true }).fill('12');
  await price.getByLabel('Data del prezzo').fill(`31/12/${YEAR - 1}`);
  await price.getByRole('button', { name: 'Salva' }).click();
  await expect(price).toBeHidden();
  await openScreen(page, '/investor/', 'Home');
  await expect(ytdCard()).toContainText(
    `+33,3%Dal 31/12/${YEAR - 1}, sui prezzi inseriti in Investi`,
  );
});

test.describe('on the narrowest phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: false, hasTouch: false });

  test('Investi with a position: the rebalancing table scrolls inside its card, the page keeps the phone’s width', async ({
    page,
  }) => {
    await useOwnProfile(page);
    await addInvestmentAccount(page);
    await page.getByRole('link', { name: 'Posizioni di Conto titoli' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Investi' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuova posizione in Conto titoli' }).click();
    const newPosition = page.getByRole('dialog', { name: 'Nuova posizione' });
    await newPosition.getByLabel('Codice ISIN').fill('IT0003128367');
    await newPosition.getByLabel('Nome del titolo').fill('Enel');
    await newPosition.getByLabel('Classe').selectOption({ label: 'Azioni' });
    await newPosition.getByRole('button', { name: 'Salva' }).click();
    await expect(newPosition).toBeHidden();
    await confirmed(page, 'Posizione aggiunta');
    await record(page, 'Acquisto', { date: `10/03/${YEAR - 1}`, quantity: '100', price: '10' });

    const rebalancing = page.getByRole('region', { name: 'Ribilanciamento', exact: true });
    await expect(rebalancing.getByRole('columnheader', { name: 'Operazione' })).toBeAttached();
    await expect(rebalancing.getByRole('cell', { name: /^Compra / }).first()).toBeAttached();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await expectAccessible(page);
  });

  test.describe('dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('the Ribilanciamento’s «Operazione» is whole on screen without scrolling, inside its card', async ({
      page,
    }) => {
      await useOwnProfile(page);
      await addInvestmentAccount(page);
      await page.getByRole('link', { name: 'Posizioni di Conto titoli' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Investi' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.getByRole('button', { name: 'Nuova posizione in Conto titoli' }).click();
      const newPosition = page.getByRole('dialog', { name: 'Nuova posizione' });
      await newPosition.getByLabel('Codice ISIN').fill('IT0003128367');
      await newPosition.getByLabel('Nome del titolo').fill('Enel');
      await newPosition.getByLabel('Classe').selectOption({ label: 'Azioni' });
      await newPosition.getByRole('button', { name: 'Salva' }).click();
      await expect(newPosition).toBeHidden();
      await confirmed(page, 'Posizione aggiunta');
      await record(page, 'Acquisto', { date: `10/03/${YEAR - 1}`, quantity: '100', price: '10' });

      const card = page.getByRole('region', { name: 'Ribilanciamento', exact: true });
      const table = card.getByRole('region', { name: 'Tabella del ribilanciamento' });
      await expect(card.getByRole('cell', { name: /^Compra / }).first()).toBeAttached();
      await card.scrollIntoViewIfNeeded();
      // Each operation ends inside the table's visible box and the screen, as it first shows
      // («Co 2.» for «Compra 2.190 €» before: the table was 387 px wide in a 327 px box).
      const ends = await table.evaluate((region) => ({
        box: Math.round(region.getBoundingClientRect().right),
        screen: document.documentElement.clientWidth,
        cells: [...region.querySelectorAll('tr > :last-child')].map((cell) =>
          Math.round(cell.getBoundingClientRect().right),
        ),
      }));
      expect(ends.cells).toHaveLength(4);
      for (const right of ends.cells) {
        expect(right).toBeLessThanOrEqual(ends.box);
        expect(right).toBeLessThanOrEqual(ends.screen);
      }
      // Larger text may still need it: the table's region takes the keyboard's focus.
      await table.focus();
      await expect(table).toBeFocused();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      await expectAccessible(page);
    });
  });
});
