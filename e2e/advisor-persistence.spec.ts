import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen, waitForHydrated } from './navigation';
import { storedUnder } from './storage';

const NOTES_KEY = 'traguardo:advisor:notes';
const SETTINGS_KEY = 'traguardo:advisor:settings';
/** The sample note every client starts with (packages/sample-data, defaultClientNote). */
const SAMPLE_NOTE =
  /^Cliente attento e collaborativo\. Nel prossimo incontro rivedere la copertura/;

/** The client page's Note tab, once React has taken over the prerendered page. */
async function showNotes(page: Page) {
  const tab = page.getByRole('tab', { name: 'Note' });
  await waitForHydrated(tab);
  await tab.click();
  return page.getByRole('textbox', { name: 'Note sul cliente' });
}

async function openNotes(page: Page, clientId = 'c1') {
  await page.goto(`/advisor/client/${clientId}`);
  return showNotes(page);
}

async function saveNote(page: Page, text: string) {
  const box = await openNotes(page);
  await box.fill(text);
  await page.getByRole('button', { name: 'Salva Note' }).click();
  await expect(page.getByText('Note salvate')).toBeVisible();
}

test.describe('advisor changes survive a reload', () => {
  test('a client note', async ({ page }) => {
    await saveNote(page, 'Richiamare a gennaio per il PAC');
    await page.reload();
    await expect(await showNotes(page)).toHaveValue('Richiamare a gennaio per il PAC');
  });

  test('profile, branding and notification settings', async ({ page }) => {
    await page.goto('/advisor/settings');
    await waitForHydrated(page.getByLabel('Nome completo'));
    await page.getByLabel('Nome completo').fill('Dott. Luca Neri');
    await page.getByLabel('Sito web').fill('www.studioneri.it');
    await page.getByRole('switch', { name: /Avvisi di mercato/ }).click();
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Dott. Luca Neri');
    await expect(page.getByLabel('Sito web')).toHaveValue('www.studioneri.it');
    await expect(page.getByRole('switch', { name: /Avvisi di mercato/ })).not.toBeChecked();
  });

  test('the selected client, shown by Reports', async ({ page }) => {
    await page.goto('/advisor/reports');
    const client = page.getByRole('radio', { name: /Giulia Bianchi/ });
    await client.click();
    // A click before React has the page is made once it has: the choice is taken then.
    await expect(client).toBeChecked({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('radio', { name: /Giulia Bianchi/ })).toBeChecked();
    // Opening a client selects it too.
    await openScreen(page, '/advisor/client/c3', 'Alessandro Ferrari');
    await page.goto('/advisor/reports');
    await expect(page.getByRole('radio', { name: /Alessandro Ferrari/ })).toBeChecked();
  });
});

test.describe('bad stored data never breaks the app', () => {
  test('garbage JSON is kept aside and the app says so', async ({ page }) => {
    await page.goto('/advisor/');
    await page.evaluate(
      (key) => localStorage.setItem(key, '{"state": {"notes": {"c1": '),
      NOTES_KEY,
    );
    await page.goto('/advisor/client/c1');
    const notice = page.getByRole('region', { name: 'Dati salvati non leggibili' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("l'app è ripartita dai dati demo");
    const backups = await storedUnder(page, `${NOTES_KEY}:backup:`);
    expect(Object.values(backups)).toEqual(['{"state": {"notes": {"c1": ']);
    await page.getByRole('tab', { name: 'Note' }).click();
    await expect(page.getByRole('textbox', { name: 'Note sul cliente' })).toHaveValue(SAMPLE_NOTE);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ho capito' }).click();
    await expect(notice).toBeHidden();
  });

  test('a stored value of another version is kept aside too', async ({ page }) => {
    const future = JSON.stringify({ state: { profile: {}, branding: {} }, version: 99 });
    await page.goto('/advisor/');
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SETTINGS_KEY,
      value: future,
    });
    await page.goto('/advisor/settings');
    await expect(page.getByRole('region', { name: 'Dati salvati non leggibili' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Dott.ssa Giulia Ferraris');
    expect(Object.values(await storedUnder(page, `${SETTINGS_KEY}:backup:`))).toEqual([future]);
  });

  test('storage that refuses writes leaves the app working and says so', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota superata', 'QuotaExceededError');
      };
    });
    const box = await openNotes(page);
    await box.fill('Nota che resta in memoria');
    await page.getByRole('button', { name: 'Salva Note' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'salvare le note' });
    await expect(failure).toContainText('Modifica non salvata sul dispositivo');
    await expect(page.getByRole('region', { name: 'Salvataggio non disponibile' })).toBeVisible();
    // The app goes on, in memory: the note is still there on another tab of the page.
    await page.getByRole('tab', { name: 'Panoramica' }).click();
    await page.getByRole('tab', { name: 'Note' }).click();
    await expect(page.getByRole('textbox', { name: 'Note sul cliente' })).toHaveValue(
      'Nota che resta in memoria',
    );
  });
});

test('a note saved in one tab appears in another without reload', async ({ page, context }) => {
  const other = await context.newPage();
  const otherNotes = await openNotes(other);

  await saveNote(page, 'Scritta nella prima scheda');
  await expect(otherNotes).toHaveValue('Scritta nella prima scheda');
});

test.describe('Ripristina dati demo (Impostazioni)', () => {
  test.beforeEach(async ({ page }) => {
    await saveNote(page, 'Nota da ripristinare');
    await page.goto('/advisor/settings');
    await waitForHydrated(page.getByLabel('Nome completo'));
    await page.getByLabel('Nome completo').fill('Dott. Luca Neri');
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();
    await page.getByRole('button', { name: 'Ripristina dati demo' }).click();
    await expect(page.getByText('Ripristinare i dati demo?')).toBeVisible();
  });

  test('cancelling leaves everything as it was', async ({ page }) => {
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByText('Ripristinare i dati demo?')).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Dott. Luca Neri');
    await expect(await openNotes(page)).toHaveValue('Nota da ripristinare');
  });

  test('confirming brings the sample data back', async ({ page }) => {
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ripristina', exact: true }).click();
    await expect(page.getByText('Dati demo ripristinati')).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Dott.ssa Giulia Ferraris');
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Dott.ssa Giulia Ferraris');
    await expect(await openNotes(page)).toHaveValue(SAMPLE_NOTE);
  });
});
