import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';

test.describe('landing', () => {
  test('shows the title, tagline, demo badge and both role cards', async ({ page }) => {
    await openScreen(page, '/', 'Traguardo');
    await expect(page.getByText('La tua piattaforma di pianificazione finanziaria')).toBeVisible();
    await expect(page.getByText('Versione Demo - Dati Simulati')).toBeVisible();

    const investor = page.getByRole('link', { name: /Inizia come Investitore/ });
    await expect(investor.getByRole('heading', { level: 2, name: 'Investitore' })).toBeVisible();
    await expect(investor).toContainText(
      'Gestisci le tue finanze personali e raggiungi i tuoi obiettivi',
    );
    const advisor = page.getByRole('link', { name: /Accedi come Consulente/ });
    await expect(advisor.getByRole('heading', { level: 2, name: 'Consulente' })).toBeVisible();
    await expect(advisor).toContainText('Monitora e gestisci il portafoglio dei tuoi clienti');
    await expectAccessible(page);
  });

  test('the investor card opens the investor app with the role in the URL', async ({ page }) => {
    await page.goto('/');
    // Clicking the card's text, not its button label, proves the whole card is the link.
    await page.getByText('Gestisci le tue finanze personali e raggiungi i tuoi obiettivi').click();
    await expect(page).toHaveURL(/\/investor\/?\?role=investor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  });

  test('the advisor card opens the advisor app with the role in the URL', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Consulente' }).click();
    await expect(page).toHaveURL(/\/advisor\/?\?role=advisor$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('the cards work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const investor = page.getByRole('link', { name: /Inizia come Investitore/ });
    const advisor = page.getByRole('link', { name: /Accedi come Consulente/ });
    // Tab order reaches both cards, investor first.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if (await advisor.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(advisor).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(investor).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/investor\/?\?role=investor$/);
  });
});
