// Altro's tax tools (issue 36): "Simula successione" with the demo's sample family and on the
// own profile, and "Fondo pensione o TFR?" responding to its inputs; bad inputs get Italian
// messages beside their fields.
import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen } from './navigation';

const euro = (amount: string) => new RegExp(`(^|\\D)${amount.replace(/\./g, '\\.')}\\s€`);

const succession = (page: Page) => page.getByRole('region', { name: 'Simula successione' });
const pension = (page: Page) => page.getByRole('region', { name: 'Fondo pensione o TFR?' });
const heirRow = (table: Locator, name: string) =>
  table.getByRole('row', { name: new RegExp(`^${name}`) });

test('the succession table of the demo family, which follows the heirs and the estate', async ({
  page,
}) => {
  await openScreen(page, '/investor/more', 'Altro');
  // The spec's section stays as it was.
  await expect(page.getByRole('region', { name: 'Piano di successione' })).toContainText(
    'Il tuo piano di successione è quasi completo: resta un passo da fare.',
  );
  const section = succession(page);
  const table = section.getByRole('table', { name: 'Imposta di successione per erede' });
  // 453.850 € in three equal shares; 30.000 € of BTP out of the taxable estate, then the
  // mortgage (145.000 €) and the card (1.250 €) off: 277.600 € net, 92.533,33 € each; all
  // below the 1.000.000 € allowance of spouse and children; the prima casa pays 200 € + 200 €.
  await expect(table.getByRole('row')).toHaveCount(5);
  for (const name of ['Giulia', 'Luca', 'Sara']) {
    const row = heirRow(table, name);
    await expect(row).toContainText(euro('151.283'));
    await expect(row).toContainText(euro('92.533'));
    await expect(row).toContainText(euro('1.000.000'));
    await expect(row).toContainText('4%');
  }
  await expect(heirRow(table, 'Totale')).toContainText(euro('453.850'));
  await expect(heirRow(table, 'Totale')).toContainText(euro('277.600'));
  await expect(section.locator('dl')).toContainText(/Titoli di Stato esclusi\s*30\.000\s€/);
  await expect(section.locator('dl')).toContainText(/Attivo imponibile\s*423\.850\s€/);
  await expect(section.locator('dl')).toContainText(/Debiti dedotti\s*146\.250\s€/);
  await expect(section.locator('dl')).toContainText(/Asse netto imponibile\s*277\.600\s€/);
  await expect(section.locator('dl')).toContainText(/Imposta ipotecaria\s*200\s€/);
  await expect(section.locator('dl')).toContainText(/Imposte in totale\s*400\s€/);
  // The wide table scrolls inside its card: the page keeps the phone's width (a wider page
  // would carry the bottom navigation out of reach).
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  await expectAccessible(page);

  // Sara as "Altra persona": 8% from the first euro on her 92.533,33 € → 7.402,67 €.
  await section.getByLabel('Parentela di Sara').selectOption({ label: 'Altra persona' });
  await expect(heirRow(table, 'Sara')).toContainText('8%');
  await expect(heirRow(table, 'Sara')).toContainText(euro('7.403'));
  await expect(heirRow(table, 'Totale')).toContainText(euro('7.403'));

  // A brother added with 1 part: four shares of 113.462,50 €, his taxable part of the net
  // 69.400 € below his 100.000 € allowance: 6%, nothing to pay.
  await section.getByRole('button', { name: 'Aggiungi erede' }).click();
  const brother = section.getByRole('listitem', { name: 'Erede 4' });
  await brother.getByLabel('Nome').fill('Paolo');
  await brother.getByLabel('Parentela di Paolo').selectOption({ label: 'Fratello o sorella' });
  await expect(heirRow(table, 'Paolo')).toContainText(euro('113.463'));
  await expect(heirRow(table, 'Paolo')).toContainText(euro('69.400'));
  await expect(heirRow(table, 'Paolo')).toContainText('6%');
  await expect(heirRow(table, 'Paolo')).toContainText(/\D0\s€/);

  // A bad value: the Italian message beside the field, and no table until it is right.
  const value = section.getByLabel('Valore di Conto Deposito (€)');
  await value.fill('tanti');
  await expect(value).toHaveAccessibleDescription(
    'Scrivi un importo, per esempio 250.000 o 1.234,56.',
  );
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(table).toBeHidden();
  await expect(section.getByText('Correggi i campi indicati per vedere le imposte.')).toBeVisible();
  await value.fill('28.500');
  await expect(section.getByRole('table')).toBeVisible();

  const name = brother.getByLabel('Nome');
  await name.fill('');
  await expect(name).toHaveAccessibleDescription('Inserisci il nome dell’erede.');
});

test('the pension comparison responds to its inputs and refuses bad ones in Italian', async ({
  page,
}) => {
  await openScreen(page, '/investor/more', 'Altro');
  const section = pension(page);
  const results = section.getByRole('region', { name: 'Risultato del confronto' });
  const yearly = results.getByRole('definition').nth(2);
  // 350 € + 525 € deducted at 33% (RAL 35.000 € in the brackets from 2026): 288,75 €.
  await expect(results.getByText('Risparmio IRPEF annuo')).toBeVisible();
  await expect(yearly).toHaveText(euro('289'));
  const fund = await results.getByRole('definition').nth(1).textContent();
  const tfr = await results.getByRole('definition').nth(0).textContent();

  // At 60.000 € the same 875 € are deducted at 43%: 376,25 €; the TFR grows with the RAL.
  await section.getByLabel('RAL (€ l’anno)').fill('60.000');
  await expect(yearly).toHaveText(euro('376'));
  await expect(results.getByRole('definition').nth(0)).not.toHaveText(tfr ?? '');

  // A higher expected return of the fund changes the fund's end value, not the TFR's.
  await section.getByLabel('RAL (€ l’anno)').fill('35.000');
  await expect(yearly).toHaveText(euro('289'));
  await section.getByLabel('Rendimento atteso del fondo (% l’anno)').fill('6');
  await expect(results.getByRole('definition').nth(1)).not.toHaveText(fund ?? '');
  await expect(results.getByRole('definition').nth(0)).toHaveText(tfr ?? '');
  await expect(section.getByText('Ipotesi')).toBeVisible();

  const years = section.getByLabel('Anni alla pensione');
  await years.fill('70');
  await expect(years).toHaveAccessibleDescription('Gli anni alla pensione vanno da 1 a 50.');
  await expect(years).toHaveAttribute('aria-invalid', 'true');
  const share = section.getByLabel('Quota di TFR al fondo (%)');
  await share.fill('abc');
  await expect(share).toHaveAccessibleDescription(/Scrivi un numero, per esempio 35\.000 o 2,5\./);
  await expect(results).toBeHidden();
  await expect(
    section.getByText('Correggi i campi indicati per vedere il confronto.'),
  ).toBeVisible();
  await years.fill('30');
  await share.fill('100');
  await expect(yearly).toHaveText(euro('289'));
  await expectAccessible(page);
});

test('on the own profile the succession starts from the accounts’ balances', async ({ page }) => {
  await openScreen(page, '/investor/more', 'Altro');
  await page
    .getByRole('region', { name: 'I tuoi dati' })
    .getByRole('button', { name: 'Usa i tuoi dati' })
    .click();
  await expect(page.getByRole('banner').getByText('I miei dati', { exact: true })).toBeVisible();

  await openScreen(page, '/investor/accounts', 'Conti');
  await page.getByRole('button', { name: 'Nuovo conto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo conto' });
  await dialog.getByLabel('Nome del conto').fill('Conto BPM');
  await dialog.getByLabel('Banca').fill('Banco BPM');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Conto corrente' });
  await dialog.getByLabel('Saldo iniziale').fill('1.250.000,00');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();

  await openScreen(page, '/investor/more', 'Altro');
  const section = succession(page);
  await expect(section.getByLabel('Valore di Conto BPM (€)')).toHaveValue('1.250.000');
  await expect(section.getByText('Aggiungi almeno un erede.')).toBeVisible();
  await section.getByRole('button', { name: 'Aggiungi erede' }).click();
  await section.getByRole('listitem', { name: 'Erede 1' }).getByLabel('Nome').fill('Anna');
  // A child alone: 4% on the 250.000 € above the allowance = 10.000 €.
  const table = section.getByRole('table', { name: 'Imposta di successione per erede' });
  await expect(heirRow(table, 'Anna')).toContainText(euro('10.000'));
  // A property as prima casa: 200 € + 200 €.
  await section.getByRole('button', { name: 'Aggiungi immobile' }).click();
  await section.getByLabel('Valore di Immobile (€)').fill('200.000');
  await section.getByLabel('Prima casa per un erede').check();
  await expect(section.locator('dl')).toContainText(/Imposta catastale\s*200\s€/);
  await expect(heirRow(table, 'Anna')).toContainText(euro('18.000'));
});
