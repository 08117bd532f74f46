import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { waitForHydrated } from './navigation';

// Two tabs of the advisor app: two pages of one browser context, so one localStorage.
// What one tab saves must never silently undo what the other saved.

const CONFLICT = "Questa nota è stata modificata in un'altra scheda";

async function openNotes(page: Page, clientId = 'c1') {
  await page.goto(`/advisor/client/${clientId}`);
  const tab = page.getByRole('tab', { name: 'Note' });
  await waitForHydrated(tab);
  await tab.click();
  return page.getByRole('textbox', { name: 'Note sul cliente' });
}

async function openSettings(page: Page) {
  await page.goto('/advisor/settings');
  await waitForHydrated(page.getByLabel('Nome dello studio'));
}

test.describe('client notes in two tabs', () => {
  test('a note saved in B while A types is not overwritten without asking A', async ({
    page: a,
    context,
  }) => {
    const boxA = await openNotes(a);
    await boxA.fill('Nota da A');

    const b = await context.newPage();
    const boxB = await openNotes(b);
    await boxB.fill('Nota da B');
    await b.getByRole('button', { name: 'Salva Note' }).click();
    await expect(b.getByText('Note salvate')).toBeVisible();

    await a.getByRole('button', { name: 'Salva Note' }).click();
    const alert = a.getByRole('alert').filter({ hasText: CONFLICT });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Nota da B');
    await expect(boxA).toHaveValue('Nota da A');
    await expectAccessible(a);
    await b.reload();
    await expect(await openNotes(b)).toHaveValue('Nota da B');

    await a.getByRole('button', { name: 'Mantieni la mia' }).click();
    await expect(a.getByText('Note salvate')).toBeVisible();
    await a.reload();
    await expect(await openNotes(a)).toHaveValue('Nota da A');
  });

  test('A may take B’s note instead', async ({ page: a, context }) => {
    const boxA = await openNotes(a);
    await boxA.fill('Nota da A');
    const b = await context.newPage();
    await (await openNotes(b)).fill('Nota da B');
    await b.getByRole('button', { name: 'Salva Note' }).click();
    await expect(b.getByText('Note salvate')).toBeVisible();

    await a.getByRole('button', { name: 'Salva Note' }).click();
    await a.getByRole('button', { name: "Usa quella dell'altra scheda" }).click();
    await expect(boxA).toHaveValue('Nota da B');
    await a.reload();
    await expect(await openNotes(a)).toHaveValue('Nota da B');
  });
});

test.describe('settings in two tabs', () => {
  test('B’s field survives A saving a different one', async ({ page: a, context }) => {
    await openSettings(a);
    await a.getByLabel('Nome dello studio').fill('Studio di A');

    const b = await context.newPage();
    await openSettings(b);
    await b.getByLabel('Indirizzo').fill('Via di B 2, 20121 Milano');
    await b.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(b.getByText('Impostazioni salvate')).toBeVisible();

    await a.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(a.getByText('Impostazioni salvate')).toBeVisible();
    for (const tab of [a, b]) {
      await tab.reload();
      await expect(tab.getByLabel('Nome dello studio')).toHaveValue('Studio di A');
      await expect(tab.getByLabel('Indirizzo')).toHaveValue('Via di B 2, 20121 Milano');
    }
  });

  test('the same field changed in both: A is told and chooses', async ({ page: a, context }) => {
    await openSettings(a);
    await a.getByLabel('Nome dello studio').fill('Studio di A');

    const b = await context.newPage();
    await openSettings(b);
    await b.getByLabel('Nome dello studio').fill('Studio di B');
    await b.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(b.getByText('Impostazioni salvate')).toBeVisible();

    await a.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(
      a.getByText(
        "«Nome dello studio» è stato modificato in un'altra scheda: ora è «Studio di B», tu hai scritto «Studio di A».",
      ),
    ).toBeVisible();
    await expect(a.getByText('Impostazioni salvate')).toBeHidden();
    await expectAccessible(a);
    await a.getByRole('button', { name: 'Nome dello studio: mantieni il mio' }).click();
    await expect(a.getByText('Impostazioni salvate')).toBeVisible();
    await b.reload();
    await expect(b.getByLabel('Nome dello studio')).toHaveValue('Studio di A');
  });
});

test.describe('settings when another tab opens the other book', () => {
  test('A’s unsaved demo edits are not saved into the own book B opened: A is told and chooses', async ({
    page: a,
    context,
  }) => {
    await openSettings(a);
    await a.getByLabel('Nome dello studio').fill('Studio di A');

    const b = await context.newPage();
    await openSettings(b);
    await b.getByRole('button', { name: 'Usa i tuoi clienti' }).click();
    await expect(b.getByLabel('Nome dello studio')).toHaveValue('');

    const notice = a.getByRole('alert').filter({
      hasText:
        "Hai cambiato elenco clienti in un'altra scheda: queste modifiche erano per «Demo», ora è aperto «I miei clienti».",
    });
    await expect(notice).toBeVisible();
    await expect(a.getByLabel('Nome dello studio')).toHaveValue('Studio di A');
    await expectAccessible(a);
    // Salva Impostazioni writes nothing while the edits' book is not the open one.
    await a.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(a.getByRole('button', { name: 'Salva in «Demo»' })).toBeFocused();
    await expect(a.getByText('Impostazioni salvate')).toBeHidden();

    await a.keyboard.press('Enter');
    await expect(a.getByText('Impostazioni salvate')).toBeVisible();
    await expect(notice).toBeHidden();
    await expect(a.getByLabel('Nome dello studio')).toHaveValue('');

    // The own book is still without settings; the demo has A's firm.
    await b.reload();
    await expect(b.getByLabel('Nome dello studio')).toHaveValue('');
    await b.getByRole('button', { name: 'Torna alla demo' }).click();
    await expect(b.getByLabel('Nome dello studio')).toHaveValue('Studio di A');
  });
});

test.describe('leaving a client with an unsaved note', () => {
  test('a link inside the app asks first', async ({ page }) => {
    const box = await openNotes(page);
    await box.fill('Da non perdere');
    await page.getByRole('link', { name: 'Torna ai clienti' }).click();
    // The dialog's own box has no size (its panel is fixed): its title is what shows.
    const title = page.getByText('Uscire senza salvare la nota?');
    await expect(title).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Uscire senza salvare la nota?' })).toContainText(
      'se esci, andrà persa',
    );
    await page.getByRole('button', { name: 'Resta e salva' }).click();
    await expect(title).toBeHidden();
    await expect(page).toHaveURL(/\/advisor\/client\/c1$/);
    await expect(box).toHaveValue('Da non perdere');

    await page.getByRole('link', { name: 'Torna ai clienti' }).click();
    await page.getByRole('button', { name: 'Esci senza salvare' }).click();
    await expect(page).toHaveURL(/\/advisor\/?$/);
  });

  test('closing or reloading the page gets the browser’s warning', async ({ page }) => {
    const box = await openNotes(page);
    await box.fill('Da non perdere');
    const warned = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await warned;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    // Staying keeps the note; the page answers again before the test ends, so closing the
    // context meets no dialog still being dismissed.
    await expect(box).toHaveValue('Da non perdere');
    await page.close();
  });

  test('a saved note leaves without asking', async ({ page }) => {
    const box = await openNotes(page);
    await box.fill('Salvata');
    await page.getByRole('button', { name: 'Salva Note' }).click();
    await expect(page.getByText('Note salvate')).toBeVisible();
    await page.getByRole('link', { name: 'Torna ai clienti' }).click();
    await expect(page).toHaveURL(/\/advisor\/?$/);
    await expect(page.getByText('Uscire senza salvare la nota?')).toBeHidden();
  });
});
