import { type Locator, type Page } from '@playwright/test';
import { SIMULATED_DELAY_MS } from '@traguardo/domain/constants';
import { holdClock } from './clock';
import { expect, expectAccessible, test, waitForLive } from './fixtures';
import { openScreen } from './navigation';

const simulator = (page: Page) => page.getByRole('region', { name: 'Simulatore', exact: true });
const results = (page: Page) => page.getByRole('region', { name: 'Risultati della simulazione' });
const field = (page: Page, name: string) => simulator(page).getByRole('textbox', { name });
const probability = (page: Page) =>
  simulator(page).getByText(/^Probabilità di raggiungere l'obiettivo: \d+%$/);

// A ceiling for the worker's 10.000 paths on a loaded 2-core CI machine, not a measurement:
// speed is the benchmark's business (pnpm bench:montecarlo).
const SIMULATION_TIMEOUT = 30_000;
test.describe.configure({ timeout: 120_000 });

/** The figure under a result's label, once no simulation is running. */
async function figure(page: Page, label: string): Promise<string> {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false', {
    timeout: SIMULATION_TIMEOUT,
  });
  const term = results(page).getByText(label, { exact: true });
  return (await term.locator('xpath=following-sibling::dd').textContent()) ?? '';
}

function euros(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

async function finalFigures(page: Page) {
  return {
    median: await figure(page, 'Valore mediano'),
    low: await figure(page, 'Pessimistico (10° percentile)'),
    high: await figure(page, 'Ottimistico (90° percentile)'),
  };
}

async function retype(input: Locator, text: string) {
  await input.fill(text);
}

test.describe('Simulatore', () => {
  test('computes in a worker, shows the fan chart and the Ipotesi', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/investor/invest');
    await expect(field(page, 'Capitale iniziale (€)')).toHaveValue('98.500');
    const { median, low, high } = await finalFigures(page);
    expect(euros(low)).toBeLessThan(euros(median));
    expect(euros(median)).toBeLessThan(euros(high));
    expect(workers.some((url) => url.includes('monte-carlo.worker'))).toBe(true);

    const title = 'Valore simulato del portafoglio per anno: 10°, 25°, 50°, 75° e 90° percentile';
    await expect(page.getByRole('img', { name: title })).toBeAttached();
    const table = page.getByRole('table', { name: title });
    await expect(table).toBeAttached();
    // Year 0 to year 20: 21 rows of figures plus the header.
    await expect(table.getByRole('row')).toHaveCount(22);

    const assumptions = simulator(page).getByRole('region', { name: 'Ipotesi' });
    await expect(assumptions).toContainText('7,2%');
    await expect(assumptions).toContainText('9,4%');
    await expect(assumptions).toContainText('10.000');
    await expect(assumptions).toContainText('Non considerata: valori nominali');
    await expectAccessible(page);
  });

  test('follows its inputs and switches', async ({ page }) => {
    await page.goto('/investor/invest');
    const before = euros(await figure(page, 'Valore mediano'));

    await retype(field(page, 'Versamento mensile (€)'), '2.000');
    await expect
      .poll(async () => euros(await figure(page, 'Valore mediano')), {
        timeout: SIMULATION_TIMEOUT,
      })
      .toBeGreaterThan(before);

    await expect(probability(page)).toHaveCount(0);
    await retype(field(page, 'Obiettivo (€)'), '500.000');
    await expect(probability(page)).toBeVisible({ timeout: SIMULATION_TIMEOUT });

    const nominal = euros(await figure(page, 'Valore mediano'));
    await simulator(page).getByRole('switch', { name: 'Valori reali' }).click();
    await expect(simulator(page).getByText(/in euro di oggi, prima delle tasse/)).toBeVisible();
    await expect
      .poll(async () => euros(await figure(page, 'Valore mediano')), {
        timeout: SIMULATION_TIMEOUT,
      })
      .toBeLessThan(nominal);

    await simulator(page).getByLabel('Piano').selectOption({ label: 'Crescita' });
    await expect(simulator(page).getByRole('region', { name: 'Ipotesi' })).toContainText('9,8%');
  });

  test('gives the same numbers after a reload', async ({ page }) => {
    await page.goto('/investor/invest');
    // What is typed before the page is live is typing.spec.ts's subject, not this test's.
    await waitForLive(page);
    await retype(field(page, 'Orizzonte (anni)'), '25');
    await retype(field(page, 'Obiettivo (€)'), '400.000');
    await expect(probability(page)).toBeVisible({ timeout: SIMULATION_TIMEOUT });
    // The figures follow the fields at once, the address after a pause in the typing: the
    // reload is of an address that holds both.
    await expect(page).toHaveURL(/anni=25/);
    await expect(page).toHaveURL(/obiettivo=400\.000/);
    const first = await finalFigures(page);
    const firstProbability = await probability(page).textContent();

    await page.reload();
    await expect(field(page, 'Orizzonte (anni)')).toHaveValue('25');
    await expect(probability(page)).toBeVisible({ timeout: SIMULATION_TIMEOUT });
    expect(await finalFigures(page)).toEqual(first);
    await expect(probability(page)).toHaveText(firstProbability ?? '');
  });

  test('refuses bad input in Italian, next to the field, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/investor/invest');
    const capital = field(page, 'Capitale iniziale (€)');

    const monthly = field(page, 'Versamento mensile (€)');
    const years = field(page, 'Orizzonte (anni)');
    // Each: the field, the bad text, the message, then a valid text that clears it.
    const cases = [
      [capital, 'mille', 'Scrivi un numero, per esempio 10.000 o 250,50.', '98.500'],
      [capital, '', 'Inserisci il capitale iniziale (anche 0).', '98.500'],
      [monthly, '-100', 'Il valore non può essere negativo.', '500'],
      [years, '61', 'L’orizzonte va da 1 a 60 anni.', '20'],
      [
        capital,
        '999.999.999',
        /^Il capitale può arrivare al massimo a 100\.000\.000\s€\.$/,
        '98.500',
      ],
    ] as const;
    for (const [input, text, message, fix] of cases) {
      await retype(input, text);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
      await expect(input).toHaveValue(text);
      await expect(
        simulator(page).getByText('Correggi i campi indicati per vedere la simulazione.'),
      ).toBeVisible();
      await expect(results(page)).toHaveCount(0);
      await retype(input, fix);
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
    await expect(results(page)).toBeVisible({ timeout: SIMULATION_TIMEOUT });
    await retype(capital, 'abc');
    await expectAccessible(page);
  });

  test('a goal’s Simula action opens the simulator filled with the goal', async ({ page }) => {
    await page.goto('/investor/goals');
    await page.getByRole('link', { name: 'Simula Pensione serena' }).click();
    await expect(page).toHaveURL(/\/investor\/invest\?.*#simulatore$/);
    await expect(field(page, 'Capitale iniziale (€)')).toHaveValue('42.300');
    await expect(field(page, 'Versamento mensile (€)')).toHaveValue('350');
    await expect(field(page, 'Obiettivo (€)')).toHaveValue('400.000');
    await expect(probability(page)).toBeVisible({ timeout: SIMULATION_TIMEOUT });
    await expect(simulator(page)).toBeInViewport();
  });
});

test.describe('Ribilanciamento', () => {
  test('follows the selected plan', async ({ page }) => {
    await page.goto('/investor/invest');
    // Exact: the card holds a region of its own, «Tabella del ribilanciamento».
    const card = page.getByRole('region', { name: 'Ribilanciamento', exact: true });
    await expect(card).toContainText(
      'Il portafoglio è in linea con il piano Bilanciato: nessun ribilanciamento necessario.',
    );
    await page.getByRole('radio', { name: /Conservativo/ }).click();
    await expect(card).toContainText(
      'Scostamento oltre 5 punti dal piano Conservativo: conviene ribilanciare.',
    );
    const stocks = card.getByRole('row', { name: /^Azioni/ });
    await expect(stocks).toContainText('60,0%');
    await expect(stocks).toContainText('30,0%');
    await expect(stocks).toContainText('+30,0 punti');
    await expect(stocks).toContainText(/Vendi 29\.550\s€/);
    await expect(card.getByRole('row', { name: /^Obbligazioni/ })).toContainText(
      /Compra 29\.550\s€/,
    );
    await expectAccessible(page);
  });
});

test.describe('Coach with the investor’s figures', () => {
  const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversazione con il coach' });

  test('quotes the savings rate that Home shows', async ({ page }) => {
    await page.goto('/investor/');
    const kpi = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Tasso di risparmio' }) });
    // The card is in the route's HTML without its figure: the rate once the ledger is read.
    await expect(kpi.locator('p').first()).toHaveText(/^\d+%$/);
    const rate = (await kpi.locator('p').first().textContent()) ?? '';

    await page.goto('/investor/coach');
    await page.getByRole('button', { name: 'Come posso risparmiare di più ogni mese?' }).click();
    await expect(chatLog(page).getByRole('listitem').nth(2)).toContainText(
      `Il tuo tasso di risparmio è ${rate}`,
      { timeout: SIMULATION_TIMEOUT },
    );
  });

  test('quotes the pension probability the simulator shows for the goal', async ({ page }) => {
    await page.goto('/investor/goals');
    await page.getByRole('link', { name: 'Simula Pensione serena' }).click();
    await expect(probability(page)).toBeVisible({ timeout: SIMULATION_TIMEOUT });
    const shown = ((await probability(page).textContent()) ?? '').replace(/^.*: /, '');

    // The coach quotes the simulation only if it ends within its typing time; on a loaded
    // machine it may not. So the page's clock stands still until the simulation's worker has
    // finished (and closed), then moves on by the typing time.
    await page.clock.install();
    await openScreen(page, '/investor/coach', 'Coach');
    await holdClock(page);
    const simulated = page
      .waitForEvent('worker', { timeout: SIMULATION_TIMEOUT })
      .then((worker) => new Promise((closed) => worker.once('close', closed)));
    await page.getByRole('button', { name: 'Quanto devo versare per la pensione?' }).click();
    await simulated;
    await page.clock.runFor(SIMULATED_DELAY_MS);
    await expect(chatLog(page).getByRole('listitem').nth(2)).toContainText(
      `probabilità di raggiungerlo del ${shown}`,
    );
  });
});
