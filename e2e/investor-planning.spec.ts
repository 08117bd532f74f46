import { type Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForLive } from './fixtures';
import { openGoalTemplates } from './goal-templates';
import { waitForHydrated } from './navigation';

async function expectChart(page: Page, title: string) {
  await expect(page.getByRole('img', { name: title })).toBeAttached();
  await expect(page.getByRole('table', { name: title })).toBeAttached();
}

const DAY_MS = 86_400_000;

/** What the domain rule promises: today + years × 365 days, shown as dd/mm/yyyy. */
function expectedTargetDate(years: number): string {
  const date = new Date(Date.now() + years * 365 * DAY_MS);
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome', // the browser's zone (playwright.config.ts), as the app reads its own clock
  }).format(date);
}

/**
 * A sample goal's date as the demo shows it: the demo lives in the present, so the date is as
 * many months after this month as it was after the sample's month (December 2024), on the
 * same day (or the month's last).
 */
function demoGoalDate(sampleDate: string): string {
  const [year = 0, month = 1, day = 1] = sampleDate.split('-').map(Number);
  const [thisYear = 0, thisMonth = 1] = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: 'Europe/Rome',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const shift = (thisYear - 2024) * 12 + (thisMonth - 12);
  const target = new Date(Date.UTC(year, month - 1 + shift, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  const shown = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay)),
  );
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(shown);
}

const templates = [
  { name: 'Acquisto casa', target: /100\.000\s€/, years: 5, monthly: /1\.667\s€/ },
  { name: 'Istruzione dei figli', target: /50\.000\s€/, years: 10, monthly: /417\s€/ },
  { name: 'Pensione', target: /500\.000\s€/, years: 30, monthly: /1\.389\s€/ },
  { name: 'Indipendenza finanziaria', target: /1\.000\.000\s€/, years: 20, monthly: /4\.167\s€/ },
  { name: 'Viaggio dei sogni', target: /15\.000\s€/, years: 2, monthly: /625\s€/ },
];

test.describe('Obiettivi', () => {
  test('shows the charts, the goal cards and the Monte Carlo analysis', async ({ page }) => {
    await page.goto('/investor/goals');
    await expect(page).toHaveTitle('Obiettivi · Traguardo');
    await expectChart(page, 'Avanzamento mensile degli obiettivi casa e pensione');
    await expect(page.getByRole('heading', { name: 'Analisi Monte Carlo' })).toBeVisible();
    await expect(page.getByText('Probabilità di successo: 78%')).toBeVisible();
    await expectChart(
      page,
      'Proiezione del patrimonio per anno: scenari conservativo, atteso e ottimista',
    );
    await expect(page.getByRole('heading', { name: 'Investimenti consigliati' })).toBeVisible();

    const card = page.getByRole('article', { name: 'Casa al mare in Liguria' });
    await expect(card).toContainText('Casa');
    await expect(card).toContainText(/18\.400\s€ \/ 80\.000\s€/);
    await expect(card.getByRole('progressbar')).toBeVisible();
    await expect(card).toContainText(demoGoalDate('2029-06-30'));
    await expect(card).toContainText(/1\.000\s€/);
    await expectAccessible(page);
  });

  test('the add button toggles the template picker', async ({ page }) => {
    await page.goto('/investor/goals');
    const add = page.getByRole('button', { name: 'Aggiungi obiettivo' });
    const picker = page.getByRole('region', { name: 'Scegli un modello' });
    await expect(picker).toHaveCount(0);
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await add.click();
    await expect(picker).toBeVisible();
    await expect(add).toHaveAttribute('aria-expanded', 'true');
    await expect(picker.getByRole('button')).toHaveCount(5);
    for (const t of templates) {
      const option = picker.getByRole('button', { name: new RegExp(`^${t.name}`) });
      await expect(option).toContainText(t.target);
      await expect(option).toContainText(`${t.years} anni`);
      await expect(option.locator('svg')).toHaveCount(1);
    }
    await expectAccessible(page);
    await add.click();
    await expect(picker).toHaveCount(0);
  });

  for (const t of templates) {
    test(`choosing "${t.name}" adds a goal with its contribution and date`, async ({ page }) => {
      await page.goto('/investor/goals');
      const { cards, before, picker } = await openGoalTemplates(page);
      await picker.getByRole('button', { name: new RegExp(`^${t.name}`) }).click();

      await expect(page.getByText('Obiettivo aggiunto!')).toBeVisible();
      await expect(picker).toHaveCount(0);
      await expect(cards).toHaveCount(before + 1);
      // Goals are listed by target date: the new one is the card of that name and date.
      const added = cards.filter({ hasText: t.name }).filter({
        hasText: expectedTargetDate(t.years),
      });
      await expect(added).toHaveCount(1);
      await expect(added).toContainText(t.name);
      await expect(added).toContainText(/0\s€ \//);
      await expect(added).toContainText(t.monthly);
      await expect(added).toContainText(expectedTargetDate(t.years));
    });
  }

  test('adding the same template twice makes two goals', async ({ page }) => {
    await page.goto('/investor/goals');
    const add = page.getByRole('button', { name: 'Aggiungi obiettivo' });
    for (let i = 0; i < 2; i += 1) {
      await add.click();
      await page.getByRole('button', { name: /^Viaggio dei sogni/ }).click();
    }
    await expect(page.getByRole('article', { name: 'Viaggio dei sogni' })).toHaveCount(2);
  });
});

test.describe('Investi', () => {
  test('shows the portfolio, plans, high-yield account, ETFs and extra cards', async ({ page }) => {
    await page.goto('/investor/invest');
    await expect(page).toHaveTitle('Investi · Traguardo');
    await expect(page.getByRole('heading', { name: 'Valore del portafoglio' })).toBeVisible();
    // The figure itself, not the cells of a chart's data table that repeat it.
    await expect(page.getByRole('paragraph').filter({ hasText: /^98\.500\s€$/ })).toBeVisible();
    await expectChart(page, 'Allocazione attuale del portafoglio');
    await expectChart(page, 'Rendimento da inizio anno del portafoglio rispetto al benchmark');

    const plans = page.getByRole('radiogroup', { name: 'Piani di investimento' });
    await expect(plans.getByRole('radio')).toHaveCount(3);
    for (const [name, text] of [
      [
        'Conservativo',
        'Rischio Basso · Rendimento atteso 4,5% · Azioni 30% · Obbligazioni 60% · Liquidità 10%',
      ],
      [
        'Bilanciato',
        'Rischio Moderato · Rendimento atteso 7,2% · Azioni 60% · Obbligazioni 30% · Liquidità 10%',
      ],
      [
        'Crescita',
        'Rischio Alto · Rendimento atteso 9,8% · Azioni 80% · Obbligazioni 15% · Liquidità 5%',
      ],
    ] as const) {
      // The plan's summary line is read as its radio's description.
      await expect(
        plans.getByRole('radio', { name: new RegExp(name) }),
      ).toHaveAccessibleDescription(new RegExp(text));
    }
    await expect(plans.getByRole('radio', { name: /Bilanciato/ })).toBeChecked();

    const highYield = page.getByRole('region', { name: 'Conto ad alto rendimento' });
    await expect(highYield).toContainText(/4,2%\sAPY/);
    await expect(highYield).toContainText(/100\.000\s€/);
    await expect(highYield).toContainText(/0\s€ di commissioni/);

    const etfs = page.getByRole('region', { name: 'ETF consigliati' }).getByRole('listitem');
    await expect(etfs).toHaveCount(5);
    const swda = etfs.filter({ hasText: 'SWDA' });
    await expect(swda).toContainText('iShares Core MSCI World UCITS ETF');
    await expect(swda).toContainText('TER 0,2%');
    await expect(swda).toContainText('+19,6%');
    await expect(swda).toContainText('Oltre 1.400 aziende');
    await expect(page.getByRole('heading', { name: 'Ribilanciamento' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Simulatore' })).toBeVisible();
    await expectAccessible(page);
  });

  test('choosing Crescita and starting names the plan in the toast', async ({ page }) => {
    await page.goto('/investor/invest');
    await waitForHydrated(page.getByRole('radio', { name: /Crescita/ }));
    await page.getByRole('radio', { name: /Crescita/ }).click();
    await expect(page.getByRole('radio', { name: /Crescita/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Bilanciato/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Inizia a investire' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Piano selezionato!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Crescita');
    await expect(toast).toContainText('apertura del conto');
  });

  test('plans are selectable from the keyboard', async ({ page }) => {
    await page.goto('/investor/invest');
    // Until the page is live the screen is inert: it takes no focus and no key.
    await waitForLive(page);
    const balanced = page.getByRole('radio', { name: /Bilanciato/ });
    await balanced.focus();
    await page.keyboard.press('ArrowDown');
    const growth = page.getByRole('radio', { name: /Crescita/ });
    await expect(growth).toBeChecked();
    await expect(growth).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: /Conservativo/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Inizia a investire' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Piano selezionato!' })).toContainText(
      'Conservativo',
    );
  });
});
