import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { SIMULATED_OUTCOME_TIMEOUT_MS } from './clock';
import { openScreen, waitForHydrated } from './navigation';
import { storedUnder } from './storage';
import { chooseVaultFile } from './vault';

const GOALS_KEY = 'traguardo:investor:goals';
const ACCOUNTS_KEY = 'traguardo:investor:accounts';
const PLAN_KEY = 'traguardo:investor:plan';
const CHAT_KEY = 'traguardo:investor:chat';
const DOCUMENTS_KEY = 'traguardo:investor:documents';

// A minimal but well-formed one-page PDF, made here so the test uploads a real file.
const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
// The start of a Windows program (DOS header and stub), named like an invoice.
const renamedExe = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
]);

const goalCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const accountList = (page: Page) =>
  page.getByRole('list', { name: 'Elenco dei conti' }).getByRole('listitem');
const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversazione con il coach' });
const chatInput = (page: Page) => page.getByLabel('Scrivi una domanda al coach');
const documents = (page: Page) =>
  page.getByRole('list', { name: 'Documenti' }).getByRole('listitem');
const uploadSection = (page: Page) => page.getByRole('region', { name: 'Carica un documento' });
const restoredNotice = (page: Page) =>
  page.getByRole('region', { name: 'Dati salvati non leggibili' });
const unavailableNotice = (page: Page) =>
  page.getByRole('region', { name: 'Salvataggio non disponibile' });

/** Adds a goal from a template on Obiettivi and waits for the confirmation. */
async function addGoal(page: Page, template = 'Viaggio dei sogni') {
  await page.goto('/investor/goals');
  await expect(goalCard(page, 'Casa al mare in Liguria')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi obiettivo' }).click();
  await page
    .getByRole('region', { name: 'Scegli un modello' })
    .getByRole('button', { name: new RegExp(`^${template}`) })
    .click();
  await expect(page.getByText('Obiettivo aggiunto!')).toBeVisible();
  await expect(goalCard(page, template)).toBeVisible();
}

/** Chooses a plan on Investi (kept in localStorage) and waits until it is the checked one. */
async function choosePlan(page: Page, name: string, { open = true }: { open?: boolean } = {}) {
  if (open) await page.goto('/investor/invest');
  const plan = page.getByRole('radio', { name: new RegExp(name) });
  await waitForHydrated(plan);
  await plan.click();
  await expect(plan).toBeChecked();
}

async function pickFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await chooseVaultFile(page, { name, mimeType, buffer });
}

async function uploadPdf(page: Page, name = 'estratto-conto.pdf') {
  await page.goto('/investor/vault');
  await expect(documents(page)).toHaveCount(5);
  await pickFile(page, name, 'application/pdf', smallPdf);
  await expect(page.getByRole('status').getByText('Documento caricato!')).toBeVisible({
    timeout: SIMULATED_OUTCOME_TIMEOUT_MS,
  });
  await expect(documents(page).first()).toContainText(name);
}

/** How many files the app keeps in IndexedDB (the database must already exist). */
async function storedFileCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('traguardo-investor');
        open.onerror = () => reject(new Error('IndexedDB non apribile'));
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('documenti', 'readonly').objectStore('documenti').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(new Error('conteggio non riuscito'));
        };
      }),
  );
}

type OpenedBlob = { type: string; bytes: number[] };
type RecordingWindow = Window & { __opened?: Promise<OpenedBlob>[] };

test.describe('investor changes survive a reload', () => {
  test('an added goal', async ({ page }) => {
    await addGoal(page, 'Viaggio dei sogni');
    await page.reload();
    await expect(goalCard(page, 'Viaggio dei sogni')).toBeVisible();
    await expect(goalCard(page, 'Viaggio dei sogni')).toContainText(/625\s€/);
    await expect(goalCard(page, 'Casa al mare in Liguria')).toBeVisible();
    // Read back once, not added again on top of the sample goals.
    await expect(goalCard(page, 'Viaggio dei sogni')).toHaveCount(1);
  });

  test('a linked account', async ({ page }) => {
    await page.goto('/investor/accounts');
    await expect(accountList(page)).toHaveCount(7);
    await page.getByRole('button', { name: 'Collega la tua banca' }).click();
    await expect(page.getByText('Conto collegato con successo!')).toBeVisible({
      timeout: SIMULATED_OUTCOME_TIMEOUT_MS,
    });
    await expect(accountList(page)).toHaveCount(8);

    await page.reload();
    await expect(accountList(page)).toHaveCount(8);
    await expect(accountList(page).filter({ hasText: 'Conto Corrente Collegato' })).toContainText(
      'Banco BPM',
    );
    await expect(page.getByText(/^179\.430\s€$/)).toBeVisible();
  });

  test('the chosen plan on Investi', async ({ page }) => {
    await page.goto('/investor/invest');
    await expect(page.getByRole('radio', { name: /Bilanciato/ })).toBeChecked();
    await page.getByRole('radio', { name: /Crescita/ }).click();
    await expect(page.getByRole('radio', { name: /Crescita/ })).toBeChecked();

    await page.reload();
    await expect(page.getByRole('radio', { name: /Crescita/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Bilanciato/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Inizia a investire' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Piano selezionato!' })).toContainText(
      'Crescita',
    );
  });

  test('a message to the coach and its reply', async ({ page }) => {
    const question = 'Quanto devo versare per la pensione?';
    await page.goto('/investor/coach');
    const items = chatLog(page).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await chatInput(page).fill(question);
    await chatInput(page).press('Enter');
    await expect(items).toHaveCount(3, { timeout: SIMULATED_OUTCOME_TIMEOUT_MS });

    await page.reload();
    await expect(items).toHaveCount(3);
    await expect(items.nth(1).getByRole('article', { name: 'Messaggio di Tu' })).toContainText(
      question,
    );
    await expect(items.nth(2).getByRole('article', { name: 'Messaggio di Coach' })).toContainText(
      'fondo pensione',
    );
    // The FAQ is only for a conversation that has not started.
    await expect(page.getByRole('region', { name: 'Domande frequenti' })).toBeHidden();
    await expect(chatInput(page)).toBeEnabled();
  });

  test('a question asked just before a reload still gets its reply', async ({ page }) => {
    await page.goto('/investor/coach');
    const items = chatLog(page).getByRole('listitem');
    await chatInput(page).fill('Quanto devo versare per la pensione?');
    await chatInput(page).press('Enter');
    await expect(page.getByText('Il coach sta scrivendo…')).toBeVisible();

    await page.reload();
    await expect(items).toHaveCount(3, { timeout: SIMULATED_OUTCOME_TIMEOUT_MS });
    await expect(items.nth(2).getByRole('article', { name: 'Messaggio di Coach' })).toContainText(
      'fondo pensione',
    );
    await expect(chatInput(page)).toBeEnabled();
  });

  test('an uploaded PDF, which opens with its own bytes', async ({ page, context }) => {
    // Record every Blob the app turns into a URL, then let the browser go on as usual.
    await page.addInitScript(() => {
      const recording = window as RecordingWindow;
      const original = URL.createObjectURL.bind(URL);
      recording.__opened = [];
      URL.createObjectURL = (object: Blob | MediaSource) => {
        if (object instanceof Blob) {
          recording.__opened?.push(
            object.arrayBuffer().then((buffer) => ({
              type: object.type,
              bytes: Array.from(new Uint8Array(buffer)),
            })),
          );
        }
        return original(object);
      };
    });
    await uploadPdf(page, 'estratto-conto.pdf');
    await expect(documents(page)).toHaveCount(6);

    await page.reload();
    await expect(documents(page)).toHaveCount(6);
    await expect(page.getByText('Documenti (6)')).toBeVisible();
    const row = documents(page).filter({ hasText: 'estratto-conto.pdf' });
    await expect(row).toContainText('Completo');
    // Only the user's own uploads have a file to show.
    await expect(page.getByRole('button', { name: /^Visualizza/ })).toHaveCount(1);

    const newTab = context.waitForEvent('page');
    await row.getByRole('button', { name: 'Visualizza estratto-conto.pdf' }).click();
    const tab = await newTab;
    expect(tab.url()).toMatch(/^blob:http:\/\/localhost:\d+\//);
    const opened = await page.evaluate(() =>
      Promise.all((window as RecordingWindow).__opened ?? []),
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]?.type).toBe('application/pdf');
    // Byte for byte, shown as latin1 text so a difference is readable.
    expect(Buffer.from(opened[0]?.bytes ?? []).toString('latin1')).toBe(
      smallPdf.toString('latin1'),
    );
    await tab.close();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a document filed under another type, then deleted with its file', async ({ page }) => {
    await uploadPdf(page, 'scansione.pdf');
    await page
      .getByRole('combobox', { name: 'Tipo di scansione.pdf' })
      .selectOption({ label: 'Pensione' });
    await page.reload();
    await expect(documents(page).first()).toContainText('Pensione · Caricato il');
    expect(await storedFileCount(page)).toBe(1);

    await page.getByRole('button', { name: 'Elimina scansione.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare il documento?' });
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expect(
      page.getByRole('status').getByText('Documento eliminato: scansione.pdf'),
    ).toBeVisible();
    await expect(documents(page)).toHaveCount(5);
    await expectAccessible(page);
    await page.reload();
    await expect(documents(page)).toHaveCount(5);
    await expect(page.getByText('scansione.pdf')).toHaveCount(0);
    expect(await storedFileCount(page)).toBe(0);
  });
});

test.describe('the vault refuses bad files and keeps the list as it was', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/investor/vault');
    await expect(documents(page)).toHaveCount(5);
  });

  test('a program renamed fattura.pdf', async ({ page }) => {
    await pickFile(page, 'fattura.pdf', 'application/pdf', renamedExe);
    const problem = uploadSection(page).getByRole('alert');
    await expect(problem).toContainText('Formato non supportato: fattura.pdf');
    await expect(problem).toContainText(
      'Il contenuto del file non è un PDF, JPG o PNG valido, anche se il nome lo fa pensare.',
    );
    // The message belongs to the button it sits next to.
    await expect(
      page.getByRole('button', { name: 'Carica documento' }),
    ).toHaveAccessibleDescription(/Formato non supportato: fattura\.pdf/);
    await expect(page.getByRole('status').getByText('Documento caricato!')).toHaveCount(0);
    await expect(documents(page)).toHaveCount(5);
    await expectAccessible(page);
    await page.reload();
    await expect(documents(page)).toHaveCount(5);
    await expect(documents(page).filter({ hasText: 'fattura.pdf' })).toHaveCount(0);
  });

  test('an empty file', async ({ page }) => {
    await pickFile(page, 'vuoto.pdf', 'application/pdf', Buffer.alloc(0));
    const problem = uploadSection(page).getByRole('alert');
    await expect(problem).toContainText('File vuoto: vuoto.pdf');
    await expect(problem).toContainText('Il file selezionato non contiene dati.');
    await expect(page.getByRole('button', { name: 'Carica documento' })).toBeEnabled();
    await expect(documents(page)).toHaveCount(5);
    await page.reload();
    await expect(documents(page)).toHaveCount(5);
  });

  test('a good file after a refused one clears the message', async ({ page }) => {
    await pickFile(page, 'fattura.pdf', 'application/pdf', renamedExe);
    await expect(uploadSection(page).getByRole('alert')).toBeVisible();
    await pickFile(page, 'fattura-vera.pdf', 'application/pdf', smallPdf);
    await expect(page.getByRole('status').getByText('Documento caricato!')).toBeVisible({
      timeout: SIMULATED_OUTCOME_TIMEOUT_MS,
    });
    await expect(uploadSection(page).getByRole('alert')).toHaveCount(0);
    await expect(documents(page)).toHaveCount(6);
  });
});

test.describe('the coach composer limits the message length', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/investor/coach');
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(1);
  });

  test('shows a counter of the trimmed length', async ({ page }) => {
    await expect(page.getByText('0/500', { exact: true })).toBeVisible();
    await chatInput(page).fill('  Ciao coach  ');
    await expect(page.getByText('10/500', { exact: true })).toBeVisible();
    await expect(chatInput(page)).toHaveAccessibleDescription('10/500');
  });

  test('500 characters can be sent', async ({ page }) => {
    await chatInput(page).fill('a'.repeat(500));
    await expect(page.getByText('500/500', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invia' })).toBeEnabled();
    await chatInput(page).press('Enter');
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(3, {
      timeout: SIMULATED_OUTCOME_TIMEOUT_MS,
    });
  });

  test('501 characters are refused with a message and the text is kept', async ({ page }) => {
    const tooLong = 'b'.repeat(501);
    await chatInput(page).fill(tooLong);
    await expect(page.getByText('501/500', { exact: true })).toBeVisible();
    const problem = page.getByRole('alert');
    await expect(problem).toHaveText(
      'Il messaggio supera i 500 caratteri: accorcialo per inviarlo.',
    );
    await expect(chatInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(chatInput(page)).toHaveAccessibleDescription(/501\/500.*supera i 500 caratteri/);
    await expect(page.getByRole('button', { name: 'Invia' })).toBeDisabled();
    await chatInput(page).press('Enter');
    await expect(page.getByText('Il coach sta scrivendo…')).toBeHidden();
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(1);
    await expect(chatInput(page)).toHaveValue(tooLong);
    await expectAccessible(page);

    // Shortening it by one character makes it sendable again.
    await chatInput(page).press('Backspace');
    await expect(page.getByText('500/500', { exact: true })).toBeVisible();
    await expect(problem).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invia' })).toBeEnabled();

    await page.reload();
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(1);
  });
});

type BadValue = {
  what: string;
  key: string;
  value: string;
  path: string;
  /** What the screen shows when it is back on the sample data. */
  showsSample: (page: Page) => Promise<void>;
};

const sampleGoals = async (page: Page) => {
  await expect(goalCard(page, 'Casa al mare in Liguria')).toBeVisible();
  await expect(goalCard(page, 'Pensione serena')).toBeVisible();
};

/** The sample plan is the balanced one. */
const samplePlan = async (page: Page) => {
  await expect(page.getByRole('radio', { name: /Bilanciato/ })).toBeChecked();
};

const badValues: BadValue[] = [
  {
    what: 'truncated JSON in the goals',
    key: GOALS_KEY,
    value: '{"state": {"goals": [{"id": "goal-1", "name": "Casa',
    path: '/investor/goals',
    showsSample: sampleGoals,
  },
  {
    what: 'text that is not JSON in the accounts',
    key: ACCOUNTS_KEY,
    value: 'conti di Marco',
    path: '/investor/accounts',
    showsSample: async (page) => {
      await expect(accountList(page)).toHaveCount(7);
    },
  },
  {
    what: 'JSON null in the chat',
    key: CHAT_KEY,
    value: 'null',
    path: '/investor/coach',
    showsSample: async (page) => {
      await expect(chatLog(page).getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Domande frequenti' })).toBeVisible();
    },
  },
  {
    what: 'a newer version of the goals',
    key: GOALS_KEY,
    value: JSON.stringify({ state: { goals: [] }, version: 99 }),
    path: '/investor/goals',
    showsSample: sampleGoals,
  },
  {
    what: 'a newer version of the plan',
    key: PLAN_KEY,
    value: JSON.stringify({ state: { selectedPlanId: 'growth' }, version: 2 }),
    path: '/investor/invest',
    showsSample: samplePlan,
  },
  {
    what: 'an older version with no migration (0) of the documents',
    key: DOCUMENTS_KEY,
    value: JSON.stringify({ state: { documents: [] }, version: 0 }),
    path: '/investor/vault',
    showsSample: async (page) => {
      await expect(documents(page)).toHaveCount(5);
    },
  },
  {
    what: 'a plan that does not exist',
    key: PLAN_KEY,
    value: JSON.stringify({ state: { selectedPlanId: 'azzardo' }, version: 1 }),
    path: '/investor/invest',
    showsSample: samplePlan,
  },
  {
    what: 'two documents with the same id',
    key: DOCUMENTS_KEY,
    value: JSON.stringify({
      state: {
        documents: [1, 2].map(() => ({
          id: 'doppio',
          name: 'Doppione.pdf',
          type: 'tax',
          uploadDate: '2024-12-01',
          size: 1000,
          status: 'complete',
          description: 'Copia',
        })),
      },
      version: 1,
    }),
    path: '/investor/vault',
    showsSample: async (page) => {
      await expect(documents(page)).toHaveCount(5);
      await expect(page.getByText('Doppione.pdf')).toHaveCount(0);
    },
  },
];

test.describe('bad stored data never breaks the app', () => {
  // Goals live in the ledger (IndexedDB) since issue 32: the chosen plan is what is still
  // kept in localStorage, so it stands for every stored value here.
  test('garbage JSON is kept aside and the app says so', async ({ page }) => {
    const garbage = '{"state": {"selectedPlanId": "gro';
    await choosePlan(page, 'Crescita');
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: PLAN_KEY,
      value: garbage,
    });
    await page.reload();

    const notice = restoredNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("l'app è ripartita dai dati demo");
    await expect(notice).toContainText('li abbiamo messi da parte senza cancellarli');
    await samplePlan(page);
    await expect(page.getByRole('radio', { name: /Crescita/ })).not.toBeChecked();
    expect(Object.values(await storedUnder(page, `${PLAN_KEY}:backup:`))).toEqual([garbage]);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ho capito' }).click();
    await expect(notice).toBeHidden();

    // The app goes on saving as usual, and the copy stays where it was.
    await choosePlan(page, 'Conservativo');
    await page.reload();
    await expect(page.getByRole('radio', { name: /Conservativo/ })).toBeChecked();
    await expect(restoredNotice(page)).toHaveCount(0);
    expect(Object.values(await storedUnder(page, `${PLAN_KEY}:backup:`))).toEqual([garbage]);
  });

  test('a value written before the first start is kept aside too', async ({ page }) => {
    const future = JSON.stringify({ state: { goals: [] }, version: 99 });
    await page.addInitScript(
      ({ key, value }) => {
        // Only once: later loads must find what the app itself wrote.
        if (sessionStorage.getItem('seeded') === null) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(key, value);
        }
      },
      { key: GOALS_KEY, value: future },
    );
    await page.goto('/investor/goals');
    await expect(restoredNotice(page)).toBeVisible();
    await sampleGoals(page);
    const backups = await storedUnder(page, `${GOALS_KEY}:backup:`);
    expect(Object.values(backups)).toEqual([future]);
    expect(Object.keys(backups)[0]).toMatch(
      new RegExp(`^${GOALS_KEY}:backup:\\d{4}-\\d\\d-\\d\\dT`),
    );
  });

  for (const bad of badValues) {
    test(`${bad.what}: sample data, notice, original kept`, async ({ page }) => {
      // The bad value is written from the landing page (same origin, no investor store):
      // on a prerendered investor page the stores load only after hydration, so a value
      // written while it hydrates would be read — and set aside — by that page instead.
      await openScreen(page, '/', 'Traguardo');
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: bad.key,
        value: bad.value,
      });
      await page.goto(bad.path);
      await expect(restoredNotice(page)).toBeVisible();
      await bad.showsSample(page);
      expect(Object.values(await storedUnder(page, `${bad.key}:backup:`))).toEqual([bad.value]);
      // The bad value is out of the way: the next start is clean.
      await page.reload();
      await bad.showsSample(page);
      await expect(restoredNotice(page)).toHaveCount(0);
    });
  }

  test('storage that refuses writes leaves the app working and says so', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota superata', 'QuotaExceededError');
      };
    });
    await choosePlan(page, 'Crescita');

    const failure = page.getByRole('alert').filter({ hasText: 'il piano scelto' });
    await expect(failure).toContainText('Modifica non salvata sul dispositivo');
    await expect(failure).toContainText('la modifica resta valida finché questa scheda è aperta');
    await expect(unavailableNotice(page)).toBeVisible();
    await expect(unavailableNotice(page)).toContainText(
      'le modifiche restano solo finché questa scheda è aperta',
    );

    // The app goes on, in memory: another screen and back, the plan is still the chosen one.
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByText('Ciao, Marco!')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Investi' })
      .click();
    await expect(page.getByRole('radio', { name: /Crescita/ })).toBeChecked();
    // As the notice says, nothing outlives the tab.
    await page.reload();
    await samplePlan(page);
    await expect(page.getByRole('radio', { name: /Crescita/ })).not.toBeChecked();
  });

  test('storage that cannot be reached at all: sample data and the notice', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('Accesso negato', 'SecurityError');
        },
      });
    });
    await page.goto('/investor/invest');
    await samplePlan(page);
    await expect(unavailableNotice(page)).toBeVisible();
    await choosePlan(page, 'Crescita', { open: false });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Modifica non salvata sul dispositivo' }),
    ).toBeVisible();
  });
});

test('a goal added in one tab appears in another without reload', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/investor/goals');
  await expect(goalCard(other, 'Casa al mare in Liguria')).toBeVisible();
  await expect(goalCard(other, 'Viaggio dei sogni')).toHaveCount(0);

  await addGoal(page, 'Viaggio dei sogni');
  await expect(goalCard(other, 'Viaggio dei sogni')).toBeVisible();
  await expect(goalCard(other, 'Viaggio dei sogni')).toContainText(/625\s€/);
  await other.close();
});

test.describe('Ripristina dati demo (Altro)', () => {
  test.beforeEach(async ({ page }) => {
    await addGoal(page, 'Viaggio dei sogni');
    await uploadPdf(page, 'estratto-conto.pdf');
    await page.goto('/investor/more');
    await page.getByRole('button', { name: 'Ripristina dati demo' }).click();
    await expect(page.getByText('Ripristinare i dati demo?')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(
      'obiettivi aggiunti, conti collegati, documenti caricati, chat e piano scelto',
    );
  });

  test('cancelling leaves everything as it was', async ({ page }) => {
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByText('Ripristinare i dati demo?')).toBeHidden();
    await expect(page.getByText('Dati demo ripristinati')).toHaveCount(0);
    await page.reload();
    await page.goto('/investor/goals');
    await expect(goalCard(page, 'Viaggio dei sogni')).toBeVisible();
    await page.goto('/investor/vault');
    await expect(documents(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Visualizza estratto-conto.pdf' })).toBeVisible();
    expect(await storedFileCount(page)).toBe(1);
  });

  test('confirming brings the sample data back and forgets the file', async ({ page }) => {
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ripristina', exact: true }).click();
    await expect(page.getByText('Dati demo ripristinati')).toBeVisible();
    await expect(page.getByText("L'app è tornata ai dati di esempio.")).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Obiettivi' })
      .click();
    await sampleGoals(page);
    await expect(goalCard(page, 'Viaggio dei sogni')).toHaveCount(0);
    await page.reload();
    await sampleGoals(page);
    await expect(goalCard(page, 'Viaggio dei sogni')).toHaveCount(0);

    await page.goto('/investor/vault');
    await expect(documents(page)).toHaveCount(5);
    await expect(page.getByText('estratto-conto.pdf')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Visualizza/ })).toHaveCount(0);
    expect(await storedFileCount(page)).toBe(0);
  });
});
