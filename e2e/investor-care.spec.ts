import { type Page } from '@playwright/test';
import { SIMULATED_DELAY_MS } from '@traguardo/domain/constants';
import { holdClock, SIMULATED_OUTCOME_TIMEOUT_MS } from './clock';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';
import { chooseVaultFile } from './vault';

// A minimal but well-formed one-page PDF, made here so the test uploads a real file.
const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const elevenMegabytes = Buffer.alloc(11 * 1024 * 1024, 0x20);

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversazione con il coach' });
const chatInput = (page: Page) => page.getByLabel('Scrivi una domanda al coach');
const typing = (page: Page) => page.getByText('Il coach sta scrivendo…');
const faq = (page: Page) => page.getByRole('region', { name: 'Domande frequenti' });

test.describe('Coach', () => {
  test.beforeEach(async ({ page }) => {
    // Installed, the clock runs with real time until a test holds it (see holdClock).
    await page.clock.install();
    await openScreen(page, '/investor/coach', 'Coach');
  });

  test('is accessible, FAQ shown at start and gone after the first exchange', async ({ page }) => {
    await expect(page).toHaveTitle('Coach · Traguardo');
    await expect(faq(page)).toBeVisible();
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);

    // The reply waits for the clock, so "typing" is seen however slow the machine is.
    await holdClock(page);
    await chatInput(page).fill('Come posso risparmiare?');
    await chatInput(page).press('Enter');
    await expect(faq(page)).toBeHidden();
    await expect(typing(page)).toBeVisible();
    await page.clock.runFor(SIMULATED_DELAY_MS);
    await expect(typing(page)).toBeHidden();
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(3);
    await expect(faq(page)).toBeHidden();
    await page.clock.resume();
    await expectAccessible(page);
  });

  test('clicking an FAQ question asks it', async ({ page }) => {
    const question = 'Quanto devo versare per la pensione?';
    await faq(page).getByRole('button', { name: question }).click();
    await expect(chatLog(page).getByRole('listitem').nth(1)).toContainText(question);
    await expect(chatLog(page).getByRole('listitem').nth(2)).toContainText('fondo pensione', {
      timeout: SIMULATED_OUTCOME_TIMEOUT_MS,
    });
  });

  test('whitespace is not sent', async ({ page }) => {
    await chatInput(page).fill('    ');
    await chatInput(page).press('Enter');
    await expect(page.getByRole('button', { name: 'Invia' })).toBeDisabled();
    await expect(typing(page)).toBeHidden();
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(1);
    await expect(faq(page)).toBeVisible();
  });

  test('a pension question and a generic one get different replies', async ({ page }) => {
    const items = chatLog(page).getByRole('listitem');
    await chatInput(page).fill('Quando potrò andare in pensione?');
    await chatInput(page).press('Enter');
    await expect(items).toHaveCount(3, { timeout: SIMULATED_OUTCOME_TIMEOUT_MS });
    const pensionReply = (await items.nth(2).locator('p').first().textContent()) ?? '';
    expect(pensionReply).toContain('pensione');

    await chatInput(page).fill('Che tempo farà domani?');
    await chatInput(page).press('Enter');
    await expect(items).toHaveCount(5, { timeout: SIMULATED_OUTCOME_TIMEOUT_MS });
    const genericReply = (await items.nth(4).locator('p').first().textContent()) ?? '';
    expect(genericReply).not.toBe(pensionReply);
    expect(genericReply).toContain('Bella domanda');
  });

  test('nothing more can be sent while a reply is awaited', async ({ page }) => {
    // The page's clock stands still, so the reply cannot arrive before the checks below
    // however slow the machine is; it comes when the test moves the clock on.
    await holdClock(page);
    const items = chatLog(page).getByRole('listitem');
    await chatInput(page).fill('Parliamo di tasse');
    await chatInput(page).press('Enter');
    await expect(typing(page)).toBeVisible();
    await expect(chatInput(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Invia' })).toBeDisabled();
    // Enter on the (disabled) input and a forced click do nothing either.
    await chatInput(page)
      .press('Enter', { timeout: 1000 })
      .catch(() => undefined);
    await page.getByRole('button', { name: 'Invia' }).click({ force: true });
    await expect(items).toHaveCount(2);
    await page.clock.runFor(SIMULATED_DELAY_MS);
    await expect(items).toHaveCount(3);
    await expect(chatInput(page)).toBeEnabled();
    await expect(chatInput(page)).toBeFocused();
  });

  test('user text is shown as text and runs nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)>';
    await chatInput(page).fill(payload);
    await chatInput(page).press('Enter');
    await expect(chatLog(page).getByText(payload, { exact: true })).toBeVisible();
    await expect(chatLog(page).locator('img')).toHaveCount(0);
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(3, {
      timeout: SIMULATED_OUTCOME_TIMEOUT_MS,
    });
    expect(dialogs).toBe(0);
  });
});

test.describe('Vault', () => {
  const documents = (page: Page) =>
    page.getByRole('list', { name: 'Documenti' }).getByRole('listitem');

  test.beforeEach(async ({ page }) => {
    await openScreen(page, '/investor/vault', 'Vault');
  });

  test('lists documents with status and states the limits', async ({ page }) => {
    await expect(page).toHaveTitle('Vault · Traguardo');
    await expect(page.getByText('Dimensione massima 10MB')).toBeVisible();
    await expect(page.getByText(/PDF, JPG, PNG/)).toBeVisible();
    await expect(documents(page).first()).toBeVisible();
    await expect(page.getByText('Completo').first()).toBeAttached();
    await expect(page.getByText('Da rivedere').first()).toBeAttached();
    await expectAccessible(page);
  });

  test('offers one control to upload: the hidden file input is not a second button', async ({
    page,
  }) => {
    await expect(page.getByRole('button', { name: 'Carica documento' })).toBeVisible();
    await expect(page.getByRole('button', { name: /carica|scegli|file/i })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: /documento/i })).toHaveCount(0);
  });

  test('uploads a real small PDF: uploading, then first in the list, then the toast', async ({
    page,
  }) => {
    // The upload's simulated time waits for the clock, so "uploading" is seen however slow
    // the machine is.
    await page.clock.install();
    await page.reload();
    await expect(documents(page).first()).toBeVisible();
    const before = await documents(page).count();
    await holdClock(page);
    await chooseVaultFile(page, {
      name: 'estratto-conto.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf,
    });

    await expect(page.getByRole('button', { name: 'Caricamento in corso...' })).toBeDisabled();
    await page.clock.runFor(SIMULATED_DELAY_MS);
    await expect(page.getByRole('status').getByText('Documento caricato!')).toBeVisible();
    await page.clock.resume();
    await expect(page.getByText(/salvato in modo sicuro/)).toBeVisible();
    await expect(documents(page)).toHaveCount(before + 1);
    await expect(documents(page).first()).toContainText('estratto-conto.pdf');
    await expect(documents(page).first()).toContainText('Completo');
    await expect(page.getByRole('button', { name: 'Carica documento' })).toBeEnabled();
    await expectAccessible(page);
  });

  test('refuses an 11 MB file, naming the limit, list unchanged', async ({ page }) => {
    const before = await documents(page).count();
    await chooseVaultFile(page, {
      name: 'scansione.pdf',
      mimeType: 'application/pdf',
      buffer: elevenMegabytes,
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('File troppo grande');
    await expect(alert).toContainText('Il limite è 10 MB.');
    await expect(page.getByRole('button', { name: 'Carica documento' })).toBeEnabled();
    await expect(documents(page)).toHaveCount(before);
  });

  test('refuses a .exe, naming the accepted formats, list unchanged', async ({ page }) => {
    const before = await documents(page).count();
    await chooseVaultFile(page, {
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ demo'),
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Formato non supportato');
    await expect(alert).toContainText('Sono accettati solo PDF, JPG, PNG.');
    await expect(documents(page)).toHaveCount(before);
  });
});

test.describe('Altro', () => {
  test('shows every section, accessible', async ({ page }) => {
    await openScreen(page, '/investor/more', 'Altro');
    await expect(page).toHaveTitle('Altro · Traguardo');
    for (const name of [
      'Archivio documenti',
      'Attività e promemoria',
      /Previsione fiscale/,
      'Piano di successione',
      'Copertura assicurativa',
      'Immobile',
    ]) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByText('Alta').first()).toBeVisible();
    await expect(page.getByText('Media').first()).toBeVisible();
    await expect(page.getByText('Bassa').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Impostazioni' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aiuto' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the vault summary links to the vault', async ({ page }) => {
    await page.goto('/investor/more');
    await page.getByRole('link', { name: 'Apri il Vault' }).click();
    await expect(page).toHaveURL(/\/investor\/vault$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
  });

  test('the demo button switches to the advisor app', async ({ page }) => {
    await page.goto('/investor/more');
    await page.getByRole('button', { name: 'Passa a modalità consulente' }).click();
    await expect(page).toHaveURL(/\/advisor\/?\?role=advisor$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
