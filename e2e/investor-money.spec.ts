import { type Page } from '@playwright/test';
import { SIMULATED_DELAY_MS } from '@traguardo/domain/constants';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@traguardo/ui/toast-durations';
import { holdClock } from './clock';
import { expectLinkTargets, expectTexts } from './expectations';
import { expect, expectAccessible, test } from './fixtures';

const TOAST_GONE_MS = TOAST_DURATION_MS + TOAST_REMOVE_DELAY_MS;

/**
 * 'Aggiornato il <dd/mm/aaaa>' with a day of the current month (Europe/Rome, as the pages) up to today: the demo
 * lives in the present, an account is updated by its newest movement (the sample's 14/12/2024
 * moved into this month).
 */
function thisMonthUpToToday(): RegExp {
  const [day = '', month = '', year = ''] = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .split('/');
  const days = Array.from({ length: Number(day) }, (_, i) => String(i + 1).padStart(2, '0'));
  return new RegExp(`Aggiornato il (${days.join('|')})/${month}/${year}`);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' });

/** A chart is reachable without the canvas: a labelled image plus a table with its figures. */
async function expectChart(page: Page, title: string) {
  await expect(page.getByRole('img', { name: title })).toBeAttached();
  await expect(page.getByRole('table', { name: title })).toBeAttached();
}

test.describe('investor bottom navigation', () => {
  const items = [
    ['Home', '/investor/', 'Home'],
    ['Conti', '/investor/accounts', 'Conti'],
    ['Budget', '/investor/budget', 'Budget'],
    ['Obiettivi', '/investor/goals', 'Obiettivi'],
    ['Investi', '/investor/invest', 'Investi'],
    ['Coach', '/investor/coach', 'Coach'],
    ['Vault', '/investor/vault', 'Vault'],
    ['Altro', '/investor/more', 'Altro'],
  ] as const;

  test('shows the 8 items in the order of the spec', async ({ page }) => {
    await page.goto('/investor/');
    await expect(nav(page).getByRole('link')).toHaveText(items.map(([label]) => label));
  });

  for (const [label, path, heading] of items) {
    test(`${label} opens ${path} and is the one item marked active`, async ({ page }) => {
      // Start elsewhere so the click really navigates.
      await page.goto(path === '/investor/more' ? '/investor/' : '/investor/more');
      await nav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\/$/, '')}/?$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
    });
  }
});

test.describe('investor Home', () => {
  test('shows every section of the spec', async ({ page }) => {
    await page.goto('/investor/?role=investor');
    await expect(page).toHaveTitle('Home · Traguardo');
    await expect(page.getByText('Ciao, Marco!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Patrimonio netto' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Patrimonio netto' })).toContainText(
      /350\.680\s€/,
    );
    // The change on last month's end (issue 32): 349.845 € then, 350.680 € now.
    await expect(page.getByText(/\+0,2%\ssul mese scorso/)).toBeVisible();
    const score = page.getByRole('meter', { name: 'Punteggio finanziario' });
    await expect(score).toHaveAttribute('aria-valuenow', '75');
    await expect(score).toContainText('75%');

    for (const alert of [
      'Nuovo addebito ricorrente',
      'Fondo di emergenza migliorato',
      'Obiettivo al 23%',
    ]) {
      await expect(page.getByText(alert, { exact: true })).toBeVisible();
    }

    for (const [kpi, target] of [
      ['Tasso di risparmio', 'Obiettivo 20% sulle voci ricorrenti'],
      ['Fondo di emergenza', 'Obiettivo 6 mesi'],
      ['Rendimento da inizio anno', 'Benchmark 7,1%'],
      ['Rapporto di indebitamento', 'Limite 35%'],
    ] as const) {
      await expect(page.getByText(kpi, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(target, { exact: true })).toBeVisible();
    }

    const areas = page.getByRole('region', { name: 'Aree finanziarie' }).getByRole('listitem');
    await expect(areas).toHaveCount(5);
    for (const [area, status] of [
      ['Investimenti', 'Ottimo'],
      ['Assicurazioni', 'Attenzione'],
      ['Obiettivi', 'Ottimo'],
      ['Tasse', 'Critico'],
      ['Immobili', 'Ottimo'],
    ] as const) {
      await expect(areas.filter({ hasText: area })).toContainText(status);
    }

    const quick = page.getByRole('navigation', { name: 'Azioni rapide' });
    await expectLinkTargets(quick, [
      ['Collega banca', '/investor/accounts'],
      ['Nuovo obiettivo', '/investor/goals'],
      ['Chiedi al coach', '/investor/coach'],
      ['Altro', '/investor/more'],
    ]);

    const month = page.getByRole('region', { name: 'Questo mese' });
    await expect(month).toContainText(/Entrate\s*3\.620\s€/);
    await expect(month).toContainText(/Uscite\s*2\.785\s€/);
    await expect(month).toContainText(/Risparmio netto\s*835\s€/);

    await expectChart(page, 'Patrimonio netto negli ultimi 12 mesi');
    await expectChart(page, 'Entrate e uscite mensili');
    await expectChart(page, 'Allocazione del patrimonio per tipo di conto');
    await expect(
      page.getByRole('table', { name: 'Patrimonio netto negli ultimi 12 mesi' }).getByRole('row'),
    ).toHaveCount(13);

    await expect(page.getByRole('link', { name: 'Vedi i conti' })).toHaveAttribute(
      'href',
      '/investor/accounts',
    );
    const goals = page.getByRole('region', { name: 'I tuoi obiettivi' });
    // The first two of Obiettivi's list, which puts the nearest target date first.
    await expect(goals.getByRole('progressbar')).toHaveCount(2);
    await expect(goals).toContainText('Viaggio in Giappone');
    await expect(goals).toContainText('Casa al mare in Liguria');
    await expect(goals).not.toContainText('Pensione serena');
    await goals.getByRole('link', { name: 'Tutti gli obiettivi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Obiettivi' })).toBeVisible();
  });

  test('draws a chart in the chart worker, and hovering it shows its tooltip', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/investor/');
    const title = 'Entrate e uscite mensili';
    // The chart is drawn as it nears the viewport: its card (which stays) is brought there.
    await page.getByRole('heading', { name: 'Flusso di cassa mensile' }).scrollIntoViewIfNeeded();
    // The canvas replaces the placeholder once the chart's turn comes; busy until drawn.
    const canvas = page.locator('canvas').and(page.getByRole('img', { name: title }));
    await canvas.scrollIntoViewIfNeeded();
    await expect(canvas).toHaveAttribute('aria-busy', 'false');
    expect(workers.some((url) => url.includes('charts.worker'))).toBe(true);
    const drawn = await canvas.screenshot();
    const box = await canvas.boundingBox();
    if (box === null) throw new Error('Il grafico non ha un riquadro');
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.4);
    // The tooltip is drawn in the worker: the canvas changes a moment later.
    await expect.poll(async () => (await canvas.screenshot()).equals(drawn)).toBe(false);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await canvas.screenshot()).equals(drawn)).toBe(true);
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/investor/');
    await expect(page.getByText('Ciao, Marco!')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('Conti', () => {
  test('shows totals, accounts, the promo and the property', async ({ page }) => {
    await page.goto('/investor/accounts');
    await expect(page).toHaveTitle('Conti · Traguardo');
    await expect(page.getByText(/^176\.930\s€$/)).toBeVisible();
    await expect(page.getByText(/^146\.250\s€$/)).toBeVisible();
    const list = page.getByRole('list', { name: 'Elenco dei conti' }).getByRole('listitem');
    await expect(list).toHaveCount(7);
    const first = list.filter({ hasText: 'Conto Corrente XME' });
    await expectTexts(first, [
      'Intesa Sanpaolo',
      'Conto corrente',
      /6\.850\s€/,
      thisMonthUpToToday(),
    ]);
    await expect(list.filter({ hasText: 'Mutuo prima casa' })).toContainText(/-145\.000\s€/);

    await expect(page.getByText(/4,2%\s*APY/).first()).toBeVisible();
    await expect(page.getByText(/Nessun costo di apertura/)).toBeVisible();
    await expect(page.getByText(/Garanzia fino a 100\.000\s€/)).toBeVisible();
    await expect(page.getByText('Liquidità immediata')).toBeVisible();
    await expect(page.getByText('Tasso variabile, aggiornato settimanalmente')).toBeVisible();
    await expect(page.getByText('Rapporto mutuo/valore (LTV)')).toBeVisible();
    await expect(page.getByText('45,3%')).toBeVisible();
    await expectAccessible(page);
  });

  test('links a bank: in progress, disabled, then a new account and a toast', async ({ page }) => {
    // The page's clock stands still, so the link cannot end before the checks below however
    // slow the machine is; it ends when the test moves the clock on.
    await page.clock.install();
    await page.goto('/investor/accounts');
    const list = page.getByRole('list', { name: 'Elenco dei conti' }).getByRole('listitem');
    await expect(list).toHaveCount(7);
    await holdClock(page);
    await page.getByRole('button', { name: 'Collega la tua banca' }).click();

    const busy = page.getByRole('button', { name: 'Collegamento in corso...' });
    await expect(busy).toBeDisabled();
    // A second click while linking must not start another link.
    await busy.dispatchEvent('click');
    await expect(busy).toBeDisabled();

    await page.clock.runFor(SIMULATED_DELAY_MS);
    await expect(page.getByText('Conto collegato con successo!')).toBeVisible();
    // From here time runs again: Conti reads the ledger again as a live query does, its
    // tasks on the page's own clock. The toast stays for seconds: had the second click
    // started another link, its ninth account would be there once the toast has gone.
    await page.clock.resume();
    await expect(list).toHaveCount(8);
    await expect(list.filter({ hasText: 'Conto Corrente Collegato' })).toContainText(
      'Conto corrente',
    );
    await expect(page.getByText(/^179\.430\s€$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collega la tua banca' })).toBeEnabled();
    // Audit once the toast has left: while it fades out its text is half transparent.
    await expect(page.getByText('Conto collegato con successo!')).toHaveCount(0, {
      timeout: TOAST_GONE_MS + 5000,
    });
    await expect(list).toHaveCount(8);
    await expectAccessible(page);
  });
});

test.describe('Budget', () => {
  test('shows the cards, ring, chart, transactions, warning and bars with two decimals', async ({
    page,
  }) => {
    await page.goto('/investor/budget');
    await expect(page).toHaveTitle('Budget · Traguardo');
    await expect(page.getByText(/^3\.620,00\s€$/)).toBeVisible();
    await expect(page.getByText(/^2\.785,32\s€$/)).toBeVisible();
    await expect(page.getByText(/^834,68\s€$/)).toBeVisible();
    const ring = page.getByRole('meter', { name: 'Tasso di risparmio' });
    await expect(ring).toHaveAttribute('aria-valuemax', '25');
    await expect(ring).toHaveAttribute('aria-valuenow', '23');

    await expectChart(page, 'Spese del mese per categoria');
    // The chart's text alternative has two decimals too, like every amount on Budget.
    const chartTable = page.getByRole('table', { name: 'Spese del mese per categoria' });
    await expect(chartTable).toContainText(/1\.515,00\s€/);
    const amounts = (await chartTable.textContent())?.match(/[\d.,]+\s€/g) ?? [];
    expect(amounts).toHaveLength(7);
    expect(amounts.filter((amount) => !/,\d{2}\s€$/.test(amount))).toEqual([]);

    const tx = page.getByRole('list', { name: 'Ultime transazioni' }).getByRole('listitem');
    await expect(tx).toHaveCount(8);
    await expect(tx.filter({ hasText: 'Abbonamento Netflix' })).toContainText('Ricorrente');
    await expect(tx.filter({ hasText: 'Abbonamento Netflix' })).toContainText(/-13,99\s€/);
    await expect(tx.filter({ hasText: 'Rifornimento Eni' })).not.toContainText('Ricorrente');

    await expect(page.getByRole('heading', { name: 'Costi ricorrenti' })).toBeVisible();
    const bars = page.getByRole('region', { name: 'Budget per categoria' });
    await expect(bars.getByRole('progressbar')).toHaveCount(7);
    await expect(bars).toContainText(/1\.515,00\s€ · 83%/);
    await expectAccessible(page);
  });

  test('uses two decimals on Budget and none on Home for the same figures', async ({ page }) => {
    await page.goto('/investor/budget');
    await expect(page.getByText(/^3\.620,00\s€$/)).toBeVisible();
    await expect(page.getByText(/^3\.620\s€$/)).toHaveCount(0);
    await page.goto('/investor/');
    await expect(page.getByRole('region', { name: 'Questo mese' })).toContainText(/3\.620\s€/);
    await expect(page.getByText(/\d,\d\d\s€/)).toHaveCount(0);
  });
});
