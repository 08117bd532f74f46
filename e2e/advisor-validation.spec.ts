import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydrated } from './navigation';

// What the advisor types or picks is checked as a person would expect: markup and
// non-images are refused with an Italian message, characters are counted as characters.

async function openSettings(page: Page) {
  await page.goto('/advisor/settings');
  await waitForHydrated(page.getByLabel('Nome dello studio'));
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
}

test.describe('Impostazioni', () => {
  test('refuses an email in brackets, markup in the website and an empty firm name', async ({
    page,
  }) => {
    await openSettings(page);
    await page.getByLabel('Email', { exact: true }).fill('<mario@studio.it>');
    await page.getByLabel('Sito web').fill('https://studio.it/"><script>');
    await page.getByLabel('Nome dello studio').fill('');
    await saveSettings(page);

    await expect(page.getByText('Impostazioni non salvate')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Inserisci un indirizzo email valido, per esempio nome@studio.it.',
    );
    await expect(page.getByLabel('Sito web')).toHaveAccessibleDescription(
      'Inserisci un indirizzo web valido, per esempio www.studio.it.',
    );
    await expect(page.getByLabel('Nome dello studio')).toHaveAccessibleDescription(
      'Inserisci il nome dello studio: compare nell’intestazione dei report.',
    );
    await page.reload();
    await expect(page.getByLabel('Email', { exact: true })).not.toHaveValue('<mario@studio.it>');
    await expect(page.getByLabel('Nome dello studio')).not.toHaveValue('');
  });

  test('Carica foto refuses virus.exe and takes a real PNG', async ({ page }) => {
    await openSettings(page);
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({
      name: 'virus.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    });
    await expect(
      page.getByText('Il file scelto non è un’immagine JPG o PNG: scegli una foto.'),
    ).toBeVisible();
    await expect(page.getByText(/Foto selezionata/)).toHaveCount(0);

    await picker.setInputFiles({
      name: 'ritratto.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await expect(page.getByText('Foto selezionata: ritratto.png')).toBeVisible();
  });

  test('the avatar initials of "😀 Mario" keep the whole emoji', async ({ page }) => {
    await openSettings(page);
    await page.getByLabel('Nome completo').fill('😀 Mario');
    await expect(page.getByText('😀M', { exact: true })).toBeVisible();
  });
});

test.describe('client notes', () => {
  async function openNotes(page: Page) {
    await page.goto('/advisor/client/c1');
    const tab = page.getByRole('tab', { name: 'Note' });
    await waitForHydrated(tab);
    await tab.click();
    return page.getByRole('textbox', { name: 'Note sul cliente' });
  }

  test('1.500 emoji are 1.500 characters, and they save', async ({ page }) => {
    const box = await openNotes(page);
    await box.fill('😀'.repeat(1500));
    await expect(page.getByText('1.500/2.000 caratteri')).toBeVisible();
    await page.getByRole('button', { name: 'Salva Note' }).click();
    await expect(page.getByText('Note salvate')).toBeVisible();
  });

  test('a note of only spaces is refused and the saved note stays', async ({ page }) => {
    const box = await openNotes(page);
    await box.fill('Chiamare a maggio');
    await page.getByRole('button', { name: 'Salva Note' }).click();
    await expect(page.getByText('Note salvate')).toBeVisible();

    await box.fill('    ');
    await page.getByRole('button', { name: 'Salva Note' }).click();
    await expect(
      page.getByText(
        'La nota è vuota: scrivi qualcosa prima di salvarla. La nota salvata resta invariata.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Torna ai clienti' }).click();
    await page.getByRole('button', { name: 'Esci senza salvare' }).click();
    await page.goto('/advisor/client/c1');
    await expect(await openNotes(page)).toHaveValue('Chiamare a maggio');
  });
});
