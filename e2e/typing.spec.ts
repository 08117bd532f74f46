// Typing into the fields whose value lives in the address (issue 30, "Typed digits are lost"):
// what a person types stays as typed, at full speed and on a slow phone, and the address and
// the figures follow it once the typing stops.
import { type Locator, type Page } from '@playwright/test';
import { filterByCriteria, type ClientCriteria } from '@traguardo/domain/client-criteria';
import { formatProbability } from '@traguardo/domain/coach-figures';
import { DEFAULT_PLAN_ID } from '@traguardo/domain/constants';
import { formatEuro } from '@traguardo/domain/format';
import { simulatePlan } from '@traguardo/domain/monte-carlo';
import {
  simulationInput,
  validateSimulatorFields,
  type SimulatorFields,
} from '@traguardo/domain/simulator-form';
import { clients } from '@traguardo/sample-data/clients';
import { expect, expectAccessible, test, waitForLive } from './fixtures';

// A ceiling for the worker's 10.000 paths on a loaded 2-core machine (slowed down 4×), not a
// measurement.
const SIMULATION_TIMEOUT = 45_000;
test.describe.configure({ timeout: 150_000 });

const speeds = [
  { name: 'a piena velocità', rate: 1 },
  { name: 'con la CPU rallentata 4 volte', rate: 4 },
] as const;

/** Chrome's CPU throttling, as DevTools' "4× slowdown". */
async function slowDown(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Clears the field as a person does (select all, delete) and types at full speed. */
async function typeOver(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.describe('Simulatore: every field keeps what was typed', () => {
  const simulator = (page: Page) => page.getByRole('region', { name: 'Simulatore', exact: true });
  const results = (page: Page) => page.getByRole('region', { name: 'Risultati della simulazione' });
  const typed: SimulatorFields = {
    capital: '250000',
    monthly: '1.250',
    years: '35',
    target: '1.000.000',
  };
  const fields = [
    ['capital', 'Capitale iniziale (€)', 'capitale'],
    ['monthly', 'Versamento mensile (€)', 'versamento'],
    ['years', 'Orizzonte (anni)', 'anni'],
    ['target', 'Obiettivo (€)', 'obiettivo'],
  ] as const;

  for (const speed of speeds) {
    test(`types into every field ${speed.name}`, async ({ page }) => {
      await page.goto('/investor/invest');
      await waitForLive(page);
      await slowDown(page, speed.rate);
      for (const [name, label] of fields) {
        const field = simulator(page).getByRole('textbox', { name: label });
        await typeOver(field, typed[name]);
        await expect(field).toHaveValue(typed[name]);
      }
      // Once the typing has stopped: every field still as typed, and the address holds it.
      for (const [name, label, param] of fields) {
        await expect(simulator(page).getByRole('textbox', { name: label })).toHaveValue(
          typed[name],
        );
        await expect.poll(() => query(page).get(param)).toBe(typed[name]);
      }

      // The figures are those of the typed values, computed here by the same engine.
      const validation = validateSimulatorFields(typed);
      if (!validation.ok) throw new Error('the typed values are valid');
      const expected = simulatePlan(
        simulationInput(validation.values, DEFAULT_PLAN_ID, { realValues: false, afterTax: false }),
      );
      const final = expected.years.at(-1);
      await expect(results(page)).toHaveAttribute('aria-busy', 'false', {
        timeout: SIMULATION_TIMEOUT,
      });
      await expect(results(page).getByText('Tra 35 anni', { exact: false })).toBeVisible();
      const median = results(page)
        .getByText('Valore mediano', { exact: true })
        .locator('xpath=following-sibling::dd');
      await expect(median).toHaveText(formatEuro(final?.p50 ?? NaN), {
        timeout: SIMULATION_TIMEOUT,
      });
      await expect(
        results(page).getByText(
          `Probabilità di raggiungere l'obiettivo: ${formatProbability(expected.successProbability ?? NaN)}`,
        ),
      ).toBeVisible();
    });
  }
});

test.describe('Dashboard Vitali: the filter fields keep what was typed', () => {
  const cards = (page: Page) =>
    page.getByRole('list', { name: 'Clienti filtrati' }).getByRole('link');
  const field = (page: Page, name: string) => page.getByRole('textbox', { name });

  async function openFilters(page: Page): Promise<void> {
    await page.goto('/advisor/vitals');
    await waitForLive(page);
    await page.getByRole('button', { name: 'Filtri', exact: true }).click();
    await expect(field(page, 'Patrimonio netto da (€)')).toBeVisible();
  }

  for (const speed of speeds) {
    test(`three fields in a row ${speed.name} keep all three`, async ({ page }) => {
      await openFilters(page);
      await slowDown(page, speed.rate);
      await typeOver(field(page, 'Patrimonio netto da (€)'), '100000');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1.000.000');
      await typeOver(field(page, 'Gap assicurativo almeno (%)'), '10');

      await expect(field(page, 'Patrimonio netto da (€)')).toHaveValue('100000');
      await expect(field(page, 'Patrimonio netto fino a (€)')).toHaveValue('1.000.000');
      await expect(field(page, 'Gap assicurativo almeno (%)')).toHaveValue('10');
      await expect
        .poll(() => query(page).toString())
        .toBe('patrimonioDa=100000&patrimonioA=1000000&gap=10');
      const criteria: ClientCriteria = {
        netWorthMin: 100000,
        netWorthMax: 1000000,
        insuranceGapAtLeast: 10,
      };
      // Counted here from the sample clients: not today-dependent (no last-contact criterion).
      const expected = filterByCriteria(clients, criteria, '2026-01-01').length;
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(clients.length);
      await expect(cards(page)).toHaveCount(expected);
      await expect(field(page, 'Patrimonio netto da (€)')).toHaveValue('100000');
    });

    test(`a minimum above the maximum is refused ${speed.name}`, async ({ page }) => {
      await openFilters(page);
      await slowDown(page, speed.rate);
      await typeOver(field(page, 'Patrimonio netto da (€)'), '900000');
      await typeOver(field(page, 'Patrimonio netto fino a (€)'), '100000');
      const max = field(page, 'Patrimonio netto fino a (€)');
      await expect(max).toHaveValue('100000');
      await expect(field(page, 'Patrimonio netto da (€)')).toHaveValue('900000');
      await expect(max).toHaveAttribute('aria-invalid', 'true');
      await expect(max).toHaveAccessibleDescription('Il minimo non può superare il massimo.');
      // The minimum in force stays; the refused maximum is not applied, and the list says so.
      await expect.poll(() => query(page).toString()).toBe('patrimonioDa=900000');
      await expect(
        page.getByRole('status').filter({ hasText: 'Un filtro contiene un errore' }),
      ).toHaveText(
        'Un filtro contiene un errore e non è applicato: l’elenco non ne tiene conto finché non lo correggi.',
      );
      const expected = filterByCriteria(clients, { netWorthMin: 900000 }, '2026-01-01').length;
      await expect(cards(page)).toHaveCount(expected);
      if (speed.rate === 1) await expectAccessible(page);
    });
  }

  test('back and forward show their filters in the fields', async ({ page }) => {
    await page.goto('/advisor/vitals?gap=10');
    await waitForLive(page);
    await page.getByRole('button', { name: 'Filtri', exact: true }).click();
    await page.getByRole('button', { name: /^Critici/ }).click();
    await expect(page).toHaveURL(/\?stato=red&gap=10$/);
    await typeOver(field(page, 'Patrimonio netto da (€)'), '200000');
    await page.keyboard.press('Tab');
    await expect.poll(() => query(page).toString()).toBe('stato=red&patrimonioDa=200000&gap=10');

    await page.goBack();
    await expect(page).toHaveURL(/\?gap=10$/);
    await expect(field(page, 'Patrimonio netto da (€)')).toHaveValue('');
    await expect(field(page, 'Gap assicurativo almeno (%)')).toHaveValue('10');
    await page.goForward();
    await expect(field(page, 'Patrimonio netto da (€)')).toHaveValue('200.000');
    await expect(cards(page)).toHaveCount(
      filterByCriteria(
        clients,
        { netWorthMin: 200000, insuranceGapAtLeast: 10 },
        '2026-01-01',
      ).filter((client) => client.status === 'red').length,
    );
  });
});
