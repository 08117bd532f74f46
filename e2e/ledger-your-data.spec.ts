import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';
import { storedUnder } from './storage';

// Altro → "I tuoi dati": the switch between the demo and the own profile, the backup of the
// open profile (download, restore, a refused file), and the upgrade of what the version
// before the ledger saved.

const PROFILE_KEY = 'traguardo:investor:profile';
const GOALS_KEY = 'traguardo:investor:goals';
const ACCOUNTS_KEY = 'traguardo:investor:accounts';

const yourData = (page: Page) => page.getByRole('region', { name: 'I tuoi dati' });
const goalCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const profileLabel = (page: Page, label: string) =>
  page.getByRole('banner').getByText(label, { exact: true });

/** Opens the own profile before the first page, as the Altro switch leaves it stored. */
async function startOnOwnProfile(page: Page) {
  await page.addInitScript(
    ({ key }) => {
      if (sessionStorage.getItem('profilo-scritto') !== null) return;
      sessionStorage.setItem('profilo-scritto', '1');
      localStorage.setItem(key, JSON.stringify({ state: { profile: 'own' }, version: 1 }));
    },
    { key: PROFILE_KEY },
  );
}

async function addGoalFromTemplate(page: Page, template: string) {
  await openScreen(page, '/investor/goals', 'Obiettivi');
  await page.getByRole('button', { name: 'Aggiungi obiettivo' }).click();
  await page
    .getByRole('region', { name: 'Scegli un modello' })
    .getByRole('button', { name: new RegExp(`^${template}`) })
    .click();
  await expect(page.getByText('Obiettivo aggiunto!')).toBeVisible();
  await expect(goalCard(page, template)).toBeVisible();
}

test('Altro opens the own profile and goes back to the demo; neither sees the other’s data', async ({
  page,
}) => {
  await openScreen(page, '/investor/more', 'Altro');
  await expect(profileLabel(page, 'Demo')).toBeVisible();
  await expect(yourData(page).getByRole('button', { name: 'Torna alla demo' })).toHaveCount(0);
  await yourData(page).getByRole('button', { name: 'Usa i tuoi dati' }).click();
  await expect(profileLabel(page, 'I miei dati')).toBeVisible();
  await expect(yourData(page).getByRole('button', { name: 'Torna alla demo' })).toBeVisible();
  await expectAccessible(page);

  // Kept across a reload.
  await page.reload();
  await expect(profileLabel(page, 'I miei dati')).toBeVisible();

  await openScreen(page, '/investor/goals', 'Obiettivi');
  await expect(page.getByText('Nessun obiettivo per ora')).toBeVisible();
  await expect(page.getByText('Probabilità di successo: 78%')).toHaveCount(0);
  await addGoalFromTemplate(page, 'Viaggio dei sogni');

  await openScreen(page, '/investor/more', 'Altro');
  await yourData(page).getByRole('button', { name: 'Torna alla demo' }).click();
  await expect(profileLabel(page, 'Demo')).toBeVisible();
  await openScreen(page, '/investor/goals', 'Obiettivi');
  await expect(page.getByText('Probabilità di successo: 78%')).toBeVisible();
  await expect(goalCard(page, 'Viaggio dei sogni')).toHaveCount(0);

  await openScreen(page, '/investor/more', 'Altro');
  await yourData(page).getByRole('button', { name: 'Usa i tuoi dati' }).click();
  await openScreen(page, '/investor/goals', 'Obiettivi');
  await expect(goalCard(page, 'Viaggio dei sogni')).toHaveCount(1);
});

test('a page of the own profile never shows the demo’s badge, not even before it is live', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startOnOwnProfile(page);
  // Records, from the first byte of every page, whether the badge was ever shown: its place
  // is kept in the header, hidden, so it is looked for as painted, not as text — in the frame
  // after each change (a frame is drawn only once the page's styles are in).
  await page.addInitScript(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const shown = [...document.querySelectorAll('header span')].some(
        (span) =>
          span.textContent?.trim() === 'Versione Demo - Dati Simulati' &&
          span.checkVisibility({ visibilityProperty: true }),
      );
      if (shown) sessionStorage.setItem('badge-demo-visto', '1');
    };
    const record = () => {
      frame ||= requestAnimationFrame(check);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  for (const path of ['/investor/', '/investor/budget', '/investor/more']) {
    await page.goto(path);
    await expect(profileLabel(page, 'I miei dati')).toBeVisible();
  }
  expect(await page.evaluate(() => sessionStorage.getItem('badge-demo-visto'))).toBeNull();

  // The demo's header shows it once live.
  await yourData(page).getByRole('button', { name: 'Torna alla demo' }).click();
  await expect(page.getByRole('banner').getByText('Versione Demo - Dati Simulati')).toBeVisible();
});

/** A backup as another device would have written it: one account, two movements, one goal. */
function backupFromAnotherDevice(): string {
  return JSON.stringify({
    format: 'traguardo-ledger-backup',
    version: 1,
    exportedAt: '2026-11-20T09:30:00.000Z',
    profile: 'own',
    tables: {
      accounts: [
        {
          id: 'conto-1',
          name: 'Conto arancio',
          bank: 'ING',
          type: 'savings',
          currency: 'EUR',
          openingBalance: 500_000,
          openingDate: '2025-01-01',
          archived: false,
        },
      ],
      transactions: [
        {
          id: 'mov-1',
          accountId: 'conto-1',
          date: '2025-02-01',
          description: 'Versamento',
          amount: 150_000,
          categoryId: 'entrate',
          recurring: false,
          note: '',
        },
        {
          id: 'mov-2',
          accountId: 'conto-1',
          date: '2025-03-01',
          description: 'Prelievo',
          amount: -50_000,
          categoryId: 'altro',
          recurring: false,
          note: '',
        },
      ],
      categories: [],
      budgets: [],
      goals: [
        {
          id: 'obiettivo-1',
          name: 'Cuscinetto di sicurezza',
          target: 12_000,
          current: 0,
          targetDate: '2028-06-30',
          category: 'fire',
          progress: 0,
          monthlyContribution: 300,
          accountId: 'conto-1',
        },
      ],
      keptAside: [],
    },
  });
}

test.describe('backup of the own profile', () => {
  test.beforeEach(async ({ page }) => {
    await startOnOwnProfile(page);
  });

  test('downloads the profile, restores it after a deletion, and restores another device’s file', async ({
    page,
  }) => {
    await addGoalFromTemplate(page, 'Viaggio dei sogni');
    await openScreen(page, '/investor/more', 'Altro');
    const downloading = page.waitForEvent('download');
    await yourData(page).getByRole('button', { name: 'Esporta backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^traguardo-backup-\d{4}-\d\d-\d\d\.json$/);
    const path = await download.path();
    const saved = JSON.parse(await readFile(path, 'utf8')) as {
      profile: string;
      tables: { goals: { name: string }[] };
    };
    expect(saved.profile).toBe('own');
    expect(saved.tables.goals.map((goal) => goal.name)).toEqual(['Viaggio dei sogni']);

    // The goal deleted (confirmed), then the backup brings it back.
    await openScreen(page, '/investor/goals', 'Obiettivi');
    await page.getByRole('button', { name: 'Elimina Viaggio dei sogni' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Nessun obiettivo per ora')).toBeVisible();

    await openScreen(page, '/investor/more', 'Altro');
    await page.getByLabel('Ripristina backup').setInputFiles(path);
    const dialog = page.getByRole('dialog', { name: 'Ripristinare questo backup?' });
    await expect(dialog).toContainText('Il backup contiene 0 conti, 0 movimenti, 1 obiettivo.');
    await dialog.getByRole('button', { name: 'Ripristina' }).click();
    await expect(page.getByText('Backup ripristinato')).toBeVisible();
    await openScreen(page, '/investor/goals', 'Obiettivi');
    await expect(goalCard(page, 'Viaggio dei sogni')).toContainText(/625\s€/);

    // A file written elsewhere replaces the profile: its goal follows its account's balance.
    await openScreen(page, '/investor/more', 'Altro');
    await page.getByLabel('Ripristina backup').setInputFiles({
      name: 'traguardo-backup-2026-11-20.json',
      mimeType: 'application/json',
      buffer: Buffer.from(backupFromAnotherDevice()),
    });
    await expect(dialog).toContainText('Il backup contiene 1 conto, 2 movimenti, 1 obiettivo.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Ripristina' }).click();
    await expect(page.getByText('Backup ripristinato')).toBeVisible();
    await openScreen(page, '/investor/goals', 'Obiettivi');
    await expect(goalCard(page, 'Viaggio dei sogni')).toHaveCount(0);
    const restored = goalCard(page, 'Cuscinetto di sicurezza');
    await expect(restored).toContainText(/6\.000\s€ \/ 12\.000\s€/);
    await expect(restored).toContainText('Segue il saldo di Conto arancio');
    await page.reload();
    await expect(goalCard(page, 'Cuscinetto di sicurezza')).toBeVisible();
  });

  test('a file that is no backup gets the message and changes nothing', async ({ page }) => {
    await addGoalFromTemplate(page, 'Viaggio dei sogni');
    await openScreen(page, '/investor/more', 'Altro');
    const input = page.getByLabel('Ripristina backup');
    await input.setInputFiles({
      name: 'conti.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"conti": [1, 2, 3]}'),
    });
    await expect(yourData(page).getByRole('alert')).toHaveText(
      'Questo file non è un backup di Traguardo.',
    );
    await input.setInputFiles({
      name: 'futuro.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ format: 'traguardo-ledger-backup', version: 7 })),
    });
    await expect(yourData(page).getByRole('alert')).toContainText(
      'creato da una versione più recente di Traguardo',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await openScreen(page, '/investor/goals', 'Obiettivi');
    await expect(goalCard(page, 'Viaggio dei sogni')).toHaveCount(1);
  });
});

test('goals and linked accounts saved by the previous version move into the demo', async ({
  page,
}) => {
  // Exactly as the version before the ledger stored them: the sample lists plus what the
  // user added, under { state, version: 1 }. Written before the first page, only once.
  const goal = {
    id: 'goal-5a7d1c3e-2b4f-4e6a-8c9d-0e1f2a3b4c5d',
    name: 'Giro del mondo',
    target: 30000,
    current: 1200,
    targetDate: '2029-04-30',
    category: 'travel',
    progress: 4,
    monthlyContribution: 500,
  };
  const account = {
    id: 'linked-checking-9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    name: 'Conto Corrente Collegato',
    type: 'checking',
    balance: 2500,
    currency: 'EUR',
    bank: 'Banco BPM',
    lastUpdated: '2025-10-02',
  };
  await page.addInitScript(
    ({ values }) => {
      if (sessionStorage.getItem('versione-precedente') !== null) return;
      sessionStorage.setItem('versione-precedente', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    {
      values: {
        [GOALS_KEY]: JSON.stringify({ state: { goals: [goal] }, version: 1 }),
        [ACCOUNTS_KEY]: JSON.stringify({ state: { accounts: [account] }, version: 1 }),
      },
    },
  );
  await openScreen(page, '/investor/goals', 'Obiettivi');
  await expect(goalCard(page, 'Giro del mondo')).toContainText(/1\.200\s€ \/ 30\.000\s€/);
  await expect.poll(() => storedUnder(page, 'traguardo:investor:goals')).toEqual({});
  await expect.poll(() => storedUnder(page, 'traguardo:investor:accounts')).toEqual({});
  await page.reload();
  await expect(goalCard(page, 'Giro del mondo')).toHaveCount(1);
  const inLedger = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('traguardo-ledger-demo');
        open.onerror = () => reject(new Error('registro non apribile'));
        open.onsuccess = () => {
          const all = open.result.transaction('accounts').objectStore('accounts').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { name: string }[]).map((a) => a.name));
          };
        };
      }),
  );
  expect(inLedger).toContain('Conto Corrente Collegato');
  // The own profile got none of it.
  await openScreen(page, '/investor/more', 'Altro');
  await yourData(page).getByRole('button', { name: 'Usa i tuoi dati' }).click();
  await openScreen(page, '/investor/goals', 'Obiettivi');
  await expect(page.getByText('Nessun obiettivo per ora')).toBeVisible();
});

test('a demo goal is edited, deleted and brought back from the toast; the changes survive a reload', async ({
  page,
}) => {
  await openScreen(page, '/investor/goals', 'Obiettivi');
  const card = goalCard(page, 'Pensione serena');
  await card.getByRole('button', { name: 'Modifica Pensione serena' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica obiettivo' });
  await dialog.getByLabel('Nome').fill('Pensione tranquilla');
  const target = dialog.getByLabel('Importo da raggiungere (€)');
  await target.fill('1,234.56');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Usa la virgola per i decimali')).toBeVisible();
  await expectAccessible(page);
  await target.fill('450.000');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toHaveCount(0);
  const edited = goalCard(page, 'Pensione tranquilla');
  await expect(edited).toContainText(/\/ 450\.000\s€/);
  await page.reload();
  await expect(edited).toContainText(/\/ 450\.000\s€/);
  await expect(goalCard(page, 'Pensione serena')).toHaveCount(0);

  await edited.getByRole('button', { name: 'Elimina Pensione tranquilla' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(edited).toHaveCount(0);
  await page.getByRole('status').getByRole('button', { name: 'Annulla' }).click();
  await expect(edited).toContainText(/\/ 450\.000\s€/);
  await page.reload();
  await expect(goalCard(page, 'Pensione tranquilla')).toHaveCount(1);
});
