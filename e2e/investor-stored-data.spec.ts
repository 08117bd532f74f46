import { type BrowserContext, type Page } from '@playwright/test';
import { PAGE_LIVE_EVENT } from '@traguardo/app-runtime/prerendered-page';
import { expect, test, waitForLive } from './fixtures';
import { SIMULATED_OUTCOME_TIMEOUT_MS } from './clock';
import { storedUnder } from './storage';

const GOALS_KEY = 'traguardo:investor:goals';

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversazione con il coach' });
const chatInput = (page: Page) => page.getByLabel('Scrivi una domanda al coach');
const goalCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

type LivePage = { pageIsLive?: boolean };

/** A second tab of the same browser (same storage), told apart as the fixture's page is. */
async function openSecondTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((event) => {
    document.addEventListener(event, () => {
      (window as LivePage).pageIsLive = true;
    });
  }, PAGE_LIVE_EVENT);
  await page.goto(path);
  await waitForLive(page);
  return page;
}

/** Asks the coach in `page`, once the page is React's. */
async function ask(page: Page, question: string) {
  await chatInput(page).fill(question);
  await chatInput(page).press('Enter');
}

/** The conversation as shown: who wrote each message, and its text. */
async function conversation(page: Page): Promise<string[]> {
  const items = chatLog(page).getByRole('listitem');
  return items.evaluateAll((elements) =>
    elements.map((element) => element.querySelector('article')?.getAttribute('aria-label') ?? ''),
  );
}

test.describe('two tabs ask the coach at the same time', () => {
  test('every question gets its answer, in both tabs, in order', async ({ page, context }) => {
    const fromA = 'Quanto devo versare per la pensione?';
    const fromB = 'Come posso pagare meno tasse?';
    await page.goto('/investor/coach');
    await waitForLive(page);
    const tabB = await openSecondTab(context, '/investor/coach');

    await ask(page, fromA);
    await expect(page.getByText('Il coach sta scrivendo…')).toBeVisible();
    // B has seen A's question (it was stored) and asks its own while A's reply is awaited.
    await expect(chatLog(tabB)).toContainText(fromA);
    await ask(tabB, fromB);
    await expect(tabB.getByText('Il coach sta scrivendo…')).toBeVisible();

    for (const tab of [page, tabB]) {
      const items = chatLog(tab).getByRole('listitem');
      await expect(items).toHaveCount(5, { timeout: SIMULATED_OUTCOME_TIMEOUT_MS });
      await expect(items.nth(1)).toContainText(fromA);
      await expect(items.nth(2)).toContainText('fondo pensione');
      await expect(items.nth(3)).toContainText(fromB);
      await expect(items.nth(4)).toContainText('previsione fiscale');
      expect(await conversation(tab)).toEqual([
        'Messaggio di Coach',
        'Messaggio di Tu',
        'Messaggio di Coach',
        'Messaggio di Tu',
        'Messaggio di Coach',
      ]);
      await expect(tab.getByText('Il coach sta scrivendo…')).toBeHidden();
    }

    // What is stored is the same whole conversation.
    await page.reload();
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(5);
    await expect(chatLog(page).getByRole('listitem').nth(2)).toContainText('fondo pensione');
    await expect(chatLog(page).getByRole('listitem').nth(4)).toContainText('previsione fiscale');
  });
});

type KeptCopies = Record<string, string>;

/** The copies kept aside in IndexedDB (the kept-aside database) under `prefix`. */
function keptInDatabase(page: Page, prefix: string): Promise<KeptCopies> {
  return page.evaluate(
    (p) =>
      new Promise<KeptCopies>((resolve, reject) => {
        const request = indexedDB.open('traguardo-kept-aside');
        request.onerror = () => reject(new Error('database non aperto'));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('copie')) {
            db.close();
            resolve({});
            return;
          }
          const store = db.transaction('copie').objectStore('copie');
          const range = IDBKeyRange.bound(p, `${p}\uffff`);
          const keys = store.getAllKeys(range);
          const values = store.getAll(range);
          store.transaction.oncomplete = () => {
            db.close();
            resolve(
              Object.fromEntries(
                keys.result.map((key, index) => [String(key), String(values.result[index])]),
              ),
            );
          };
        };
      }),
    prefix,
  );
}

test.describe('a bad stored value too large to copy in localStorage', () => {
  test('is kept in IndexedDB, the banner says so, and saving goes on', async ({ page }) => {
    // Invalid JSON of 3,000,000 characters (compared by length and identity only, so that a
    // failure does not print it).
    const huge = '{"state": {"goals": ['.padEnd(3_000_000, 'x');
    await page.addInitScript(
      ({ key, value }) => {
        // Only once: later loads must find what the app itself wrote.
        if (sessionStorage.getItem('seeded') === null) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(key, value);
        }
      },
      { key: GOALS_KEY, value: huge },
    );
    await page.goto('/investor/goals');

    const notice = page.getByRole('region', { name: 'Dati salvati non leggibili' });
    await expect(notice).toContainText(
      'I dati salvati per gli obiettivi erano danneggiati o di una versione diversa: li abbiamo messi da parte senza cancellarli, nel database del browser (IndexedDB)',
    );
    await expect(notice).toContainText('Le nuove modifiche vengono salvate come sempre.');
    await expect(page.getByRole('region', { name: 'Salvataggio non disponibile' })).toHaveCount(0);
    const kept = await keptInDatabase(page, `${GOALS_KEY}:backup:`);
    expect(Object.values(kept).map((value) => value.length)).toEqual([3_000_000]);
    expect(Object.values(kept)[0] === huge).toBe(true);
    expect(await storedUnder(page, `${GOALS_KEY}:backup:`)).toEqual({});

    // A new goal is saved, and the copy is still there after a reload.
    await page.getByRole('button', { name: 'Aggiungi obiettivo' }).click();
    await page
      .getByRole('region', { name: 'Scegli un modello' })
      .getByRole('button', { name: /^Viaggio dei sogni/ })
      .click();
    await expect(goalCard(page, 'Viaggio dei sogni')).toBeVisible();
    await page.reload();
    await expect(goalCard(page, 'Viaggio dei sogni')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dati salvati non leggibili' })).toHaveCount(0);
    expect(Object.values(await keptInDatabase(page, `${GOALS_KEY}:backup:`))[0] === huge).toBe(
      true,
    );
  });
});
