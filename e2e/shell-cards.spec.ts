import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Home and Budget paint their cards before the device's ledger is read (in the route's
// prerendered HTML, and in the browser until the read answers): each card's frame with its
// title and labels, the figures' places kept empty, no number and no chart. The figures then
// fill those very cards in place.

type ShellScreen = {
  path: string;
  heading: string;
  /** What a screen reader hears while the figures are read. */
  reading: string;
  /** The cards' static titles and labels. */
  texts: readonly string[];
  /** A card whose figures show once the ledger is read. */
  filled: (page: Page) => Locator;
};

const SCREENS: readonly ShellScreen[] = [
  {
    path: '/investor/',
    heading: 'Home',
    reading: 'Lettura dei dati in corso…',
    texts: [
      'Patrimonio netto',
      'Tasso di risparmio',
      'Fondo di emergenza',
      'Rendimento da inizio anno',
      'Rapporto di indebitamento',
      'Questo mese',
      'Risparmio netto',
      'Andamento del patrimonio',
      'Flusso di cassa mensile',
      'Allocazione del portafoglio',
      'I tuoi obiettivi',
    ],
    filled: (page) => page.getByRole('region', { name: 'Questo mese' }),
  },
  {
    path: '/investor/budget',
    heading: 'Budget',
    reading: 'Lettura del mese in corso…',
    texts: [
      'Entrate',
      'Uscite',
      'Risparmi',
      'Tasso di risparmio',
      'Spese per categoria',
      'Budget per categoria',
      'Transazioni recenti',
    ],
    filled: (page) => page.getByRole('region', { name: 'Riepilogo del mese' }),
  },
];

/** #root's text, leaving out the figures the product fixes (FixedFigure) and the <title>. */
function textBesidesFixedFigures(page: Page): Promise<string> {
  return page.locator('#root').evaluate((root) => {
    const copy = root.cloneNode(true) as Element;
    for (const element of copy.querySelectorAll('[data-fixed-figure], title')) element.remove();
    return copy.textContent ?? '';
  });
}

type Shift = { value: number; nodes: string[] };

/** Every layout shift of the page so far (buffered), with the elements that moved. */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        type Entry = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
        const describe = (node: Node | null | undefined) =>
          node instanceof Element ? node.outerHTML.slice(0, 100) : String(node);
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Entry[]).map((entry) => ({
              value: entry.value,
              nodes: entry.sources.map((source) => describe(source.node)),
            })),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const screen of SCREENS) {
    test(`${screen.path} shows its cards’ titles and labels, and no figure`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      const main = page.getByRole('main');
      for (const text of screen.texts) {
        await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible();
      }
      await expect(main.locator('[aria-busy="true"]').getByText(screen.reading)).toBeAttached();
      expect(await textBesidesFixedFigures(page)).not.toMatch(/\d/);
      // Neither a chart nor its figures' table: the figures are someone's data.
      await expect(main.getByRole('img')).toHaveCount(0);
      await expect(main.getByRole('table')).toHaveCount(0);
    });
  }
});

for (const [size, viewport] of [
  ['phone', undefined],
  ['1280×800', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${size} screen`, () => {
    if (viewport !== undefined) test.use({ viewport, isMobile: false, hasTouch: false });

    for (const screen of SCREENS) {
      test(`${screen.path}: the figures fill the shell’s cards with no layout shift`, async ({
        page,
      }) => {
        await page.goto(screen.path);
        await expect(screen.filled(page)).toContainText('€', { timeout: 20_000 });
        await expect(page.getByText(screen.reading)).toHaveCount(0);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }

    test('/investor/transactions: the movements and the header’s buttons come with no layout shift', async ({
      page,
    }) => {
      await page.goto('/investor/transactions');
      const list = page.getByRole('region', { name: 'Tutti i movimenti' });
      await expect(list.getByRole('status')).toContainText('movimenti', { timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Nuovo movimento' })).toBeEnabled();
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}
