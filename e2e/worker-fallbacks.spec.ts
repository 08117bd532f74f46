import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydrated } from './navigation';

// Each worker's script is refused, as a network that drops it or a proxy that blocks it
// would: the page goes on (on its main thread) or says so in Italian; no button hangs.

// A ceiling for a loaded 2-core CI machine (the simulation then runs on the main thread).
test.describe.configure({ timeout: 120_000 });

/** Refuses the built worker script whose file name starts with `prefix`. */
async function refuseWorker(page: Page, prefix: string): Promise<void> {
  await page.route(new RegExp(`/assets/${prefix}-[^/]+\\.js$`), (route) => route.abort());
}

/** The page's only problems are the refused scripts' own load errors. */
function expectOnlyRefusedLoads(pageProblems: string[]): void {
  const others = pageProblems.filter((p) => !p.includes('Failed to load resource'));
  expect(others).toEqual([]);
  pageProblems.length = 0;
}

test('Genera PDF says "PDF non generato" when the PDF worker cannot start', async ({
  page,
  pageProblems,
}) => {
  await refuseWorker(page, 'report-pdf.worker');
  await page.goto('/advisor/reports');
  const generate = page.getByRole('button', { name: 'Genera PDF' });
  await waitForHydrated(generate);
  await generate.click();
  await expect(page.getByRole('alert').filter({ hasText: 'PDF non generato' })).toBeVisible();
  await expect(generate).toHaveAttribute('aria-busy', 'false');
  expectOnlyRefusedLoads(pageProblems);
});

test('Esporta says the export failed when the CSV worker cannot start', async ({
  page,
  pageProblems,
}) => {
  await refuseWorker(page, 'clients-csv.worker');
  await page.goto('/advisor/vitals');
  const exportButton = page.getByRole('button', { name: 'Esporta' });
  await waitForHydrated(exportButton);
  await exportButton.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Esportazione non riuscita' }),
  ).toBeVisible();
  expectOnlyRefusedLoads(pageProblems);
});

test('the simulator computes on the main thread when its worker cannot start', async ({
  page,
  pageProblems,
}) => {
  await refuseWorker(page, 'monte-carlo.worker');
  await page.goto('/investor/invest');
  const results = page.getByRole('region', { name: 'Risultati della simulazione' });
  await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(results.getByText('Valore mediano', { exact: true })).toBeVisible();
  await expect(results).not.toContainText('Non è stato possibile completare la simulazione');
  expectOnlyRefusedLoads(pageProblems);
});

test('charts are drawn on the main thread when the chart worker cannot start', async ({
  page,
  pageProblems,
}) => {
  await refuseWorker(page, 'charts.worker');
  const mainThreadChart = page.waitForRequest(/\/assets\/main-thread-chart-[^/]+\.js$/);
  await page.goto('/investor/goals');
  const title = 'Avanzamento mensile degli obiettivi casa e pensione';
  await mainThreadChart;
  const chart = page.getByRole('img', { name: title });
  await expect(chart).toBeVisible();
  // The worker's canvas is busy until drawn; the main thread's has no such mark.
  await expect(chart).not.toHaveAttribute('aria-busy', 'true');
  expectOnlyRefusedLoads(pageProblems);
});
