import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';

function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Navigazione consulente' });
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

/** Today as the preview writes it; Playwright runs the page in Europe/Rome. */
function todayLong(): string {
  return new Intl.DateTimeFormat('it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date());
}

test.describe('Report e Analisi', () => {
  test.beforeEach(async ({ page }) => {
    await openScreen(page, '/advisor/reports', 'Report e Analisi');
  });

  test('shows the client and report type choices with their defaults', async ({ page }) => {
    await expect(page).toHaveTitle('Report e Analisi · Traguardo');
    const clientGroup = page.getByRole('radiogroup', { name: 'Cliente' });
    await expect(clientGroup.getByRole('radio')).toHaveCount(13);
    await expect(clientGroup.getByRole('radio', { name: /Tutti i clienti/ })).toBeChecked();

    const rossi = clientGroup.getByRole('radio', { name: /Marco Rossi/ });
    // A card's figures and status badge are read as its radio's description.
    await expect(rossi).toHaveAccessibleDescription(/1\.247\.500\s€.*OK/);
    await expect(
      clientGroup.getByRole('radio', { name: /Alessandro Ferrari/ }),
    ).toHaveAccessibleDescription(/ATT/);
    await expect(
      clientGroup.getByRole('radio', { name: /Francesca Romano/ }),
    ).toHaveAccessibleDescription(/CRIT/);

    const typeGroup = page.getByRole('radiogroup', { name: 'Tipo di report' });
    await expect(typeGroup.getByRole('radio', { name: /Report Completo/ })).toBeChecked();
    for (const [name, pages] of [
      ['Report Completo', '12-15 pagine'],
      ['Sintesi', '3-4 pagine'],
      ['Obiettivi', '6-8 pagine'],
      ['Portafoglio', '8-10 pagine'],
    ] as const) {
      await expect(
        typeGroup.getByRole('radio', { name: new RegExp(name) }),
      ).toHaveAccessibleDescription(new RegExp(pages));
    }
    await expect(typeGroup.getByRole('radio', { name: /Sintesi/ })).toHaveAccessibleDescription(
      /I numeri chiave/,
    );
    await expect(typeGroup.getByText('I numeri chiave', { exact: false })).toBeVisible();

    await expect(page.getByRole('button', { name: 'Genera PDF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Condividi' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the preview follows the choices', async ({ page }) => {
    const preview = page.getByRole('region', { name: 'Anteprima del report' });
    await expect(preview).toContainText('Ferraris & Partners Consulenza Patrimoniale');
    await expect(preview).toContainText('Report Completo');
    await expect(preview).toContainText('Tutti i clienti');
    await expect(preview).toContainText(todayLong());
    // Aggregate: the sum of the twelve clients and their average savings rate, rounded.
    const summary = preview.getByRole('region', { name: 'Sintesi esecutiva' });
    await expect(summary).toContainText(/9\.135\.500\s€/);
    await expect(summary).toContainText('18%');
    await expect(preview.getByRole('region', { name: 'Indicatori chiave' })).toContainText(
      'Clienti12',
    );
    await expect(
      preview.getByRole('region', { name: 'Raccomandazioni' }).getByRole('listitem'),
    ).toHaveCount(3);

    await page.getByRole('radio', { name: /Marco Rossi/ }).click();
    await page.getByRole('radio', { name: /Portafoglio/ }).click();
    await expect(preview).toContainText('Marco Rossi');
    await expect(preview).toContainText('Portafoglio');
    await expect(summary).toContainText(/1\.247\.500\s€/);
    await expect(summary).toContainText('28%');
    await expect(preview.getByRole('region', { name: 'Indicatori chiave' })).toContainText(
      'Fondo di emergenza',
    );
  });

  test('Genera PDF names the report type and the client', async ({ page }) => {
    await page.getByRole('button', { name: 'Genera PDF' }).click();
    await expect(toast(page, 'Report Generato')).toContainText(
      'Report Completo per Tutti i clienti è pronto per il download.',
    );

    await page.getByRole('radio', { name: /Luca Colombo/ }).click();
    await page.getByRole('radio', { name: /Sintesi/ }).click();
    await page.getByRole('button', { name: 'Genera PDF' }).click();
    await expect(toast(page, 'Sintesi per Luca Colombo')).toContainText(
      'Sintesi per Luca Colombo è pronto per il download.',
    );
  });

  test('Condividi confirms the secure link', async ({ page }) => {
    await page.getByRole('button', { name: 'Condividi' }).click();
    await expect(toast(page, 'Report Condiviso')).toContainText(
      'Link sicuro inviato via email al cliente.',
    );
  });

  test('lists the recent reports with client, type, date and status', async ({ page }) => {
    const list = page.getByRole('list', { name: 'Report recenti' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText('Marco Rossi');
    await expect(list.getByRole('listitem').first()).toContainText('Report Completo');
    await expect(list.getByRole('listitem').first()).toContainText('10/12/2024');
    for (const status of ['Inviato', 'Scaricato', 'Generato']) {
      await expect(list.getByText(status, { exact: true }).first()).toBeVisible();
    }
  });
});

test.describe('Impostazioni', () => {
  test.beforeEach(async ({ page }) => {
    await openScreen(page, '/advisor/settings', 'Impostazioni');
  });

  test('shows profile, branding, notifications, actions and version', async ({ page }) => {
    await expect(page).toHaveTitle('Impostazioni · Traguardo');
    await expect(page.getByRole('button', { name: 'Carica foto' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Dott.ssa Giulia Ferraris');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Telefono')).toHaveValue('+39 02 8765 4321');
    await expect(page.getByLabel('Numero iscrizione Albo OCF')).toHaveValue('OCF n. 18234');
    await expect(page.getByText('Clienti attivi').locator('..')).toContainText('12');
    await expect(page.getByText('AUM totale').locator('..')).toContainText(/9\.135\.500\s€/);

    await expect(page.getByLabel('Nome dello studio')).toHaveValue(
      'Ferraris & Partners Consulenza Patrimoniale',
    );
    await expect(page.getByLabel('Indirizzo')).toBeVisible();
    await expect(page.getByLabel('Sito web')).toBeVisible();

    for (const label of [
      'Aggiornamenti clienti',
      'Avvisi di mercato',
      'Promemoria attività',
      'Report via email',
    ]) {
      await expect(page.getByRole('switch', { name: label })).toBeChecked();
    }

    for (const name of [
      'Salva Impostazioni',
      'Passa a Modalità Investitore',
      'Privacy',
      'Avanzate',
    ]) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByText('Versione 2.1.0')).toBeVisible();
    await expect(page.getByText(/Modalità demo/)).toBeVisible();
    await expectAccessible(page);
  });

  test('switches toggle from the keyboard', async ({ page }) => {
    const alerts = page.getByRole('switch', { name: 'Avvisi di mercato' });
    await alerts.focus();
    await page.keyboard.press('Space');
    await expect(alerts).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(alerts).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Promemoria attività' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: 'Promemoria attività' })).not.toBeChecked();
  });

  test('saving valid settings confirms with a toast', async ({ page }) => {
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(toast(page, 'Impostazioni salvate')).toContainText(
      'Le tue preferenze sono state aggiornate con successo.',
    );
  });

  test('an invalid email is pointed out, blocks saving and keeps the text', async ({ page }) => {
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('giulia.ferraris.it');
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();

    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/indirizzo email valido/);
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('giulia.ferraris.it');
    await expect(toast(page, 'Impostazioni salvate')).toHaveCount(0);
    await expectAccessible(page);

    await email.fill('giulia@ferraris.it');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(toast(page, 'Impostazioni salvate')).toBeVisible();
  });

  test('colour picker and text entry stay in sync', async ({ page }) => {
    const text = page.getByLabel('Colore primario', { exact: true });
    const picker = page.getByLabel('Selettore colore: Colore primario');
    await expect(text).toHaveValue('#0d9488');
    await expect(picker).toHaveValue('#0d9488');

    await text.fill('#ff0000');
    await expect(picker).toHaveValue('#ff0000');

    await picker.fill('#00ff00');
    await expect(text).toHaveValue('#00ff00');
  });

  test('a colour that is not #rrggbb blocks saving and keeps the text', async ({ page }) => {
    const text = page.getByLabel('Colore secondario', { exact: true });
    await text.fill('#12');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription(/formato #rrggbb/);

    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(text).toBeFocused();
    await expect(text).toHaveValue('#12');
    await expect(toast(page, 'Impostazioni salvate')).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Impostazioni non salvate' }),
    ).toBeVisible();
  });

  test('an empty name is pointed out in Italian', async ({ page }) => {
    await page.getByLabel('Nome completo').fill('');
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(page.getByLabel('Nome completo')).toHaveAccessibleDescription(
      'Inserisci il nome completo.',
    );
  });

  test('the role switch reaches the investor app', async ({ page }) => {
    await page.getByRole('button', { name: 'Passa a Modalità Investitore' }).click();
    await expect(page).toHaveURL(/\/investor\/?\?role=investor$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('branding saved in Impostazioni colours the report preview', async ({ page }) => {
  await page.goto('/advisor/settings');
  await page.getByLabel('Nome dello studio').fill('Studio Verdi');
  await page.getByLabel('Colore primario', { exact: true }).fill('#1e40af');
  await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
  await expect(toast(page, 'Impostazioni salvate')).toBeVisible();

  await nav(page).getByRole('link', { name: 'Report' }).click();
  const header = page.getByTestId('report-brand-header');
  await expect(header).toContainText('Studio Verdi');
  await expect(header).toHaveCSS('background-color', 'rgb(30, 64, 175)');
  await expectAccessible(page);
});
