import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeDossierWithShares } from '@traguardo/ledger/testing/dossier-with-shares';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { readInvestorFile } from '@traguardo/domain/investor-file';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addGoal } from '@traguardo/ledger/goal-commands';
import { addProperty } from '@traguardo/ledger/property-commands';
import { addTransaction } from '@traguardo/ledger/transaction-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { freshLedgersBeforeEach } from '../../testing/fresh-ledgers';
import {
  firstOfMonth,
  ownProfileBeforeEach,
  writeSalaryRentGroceries,
} from '../../testing/own-ledger';
import { renderApp } from '../../testing/render-app';
import { keepDownloadsInEachTest } from '../../testing/saved-downloads';
import { SendToAdvisorCard } from './send-to-advisor-card';

const TODAY = todayLocalDate();
const RATE_LABEL = 'Tasso di risparmio (%)';
const RATE_UNMEASURED =
  'Il tasso di risparmio di questo mese non si può calcolare: servono le entrate ricorrenti del mese.';

async function openDialog() {
  const rendered = renderApp(<SendToAdvisorCard />);
  const button = screen.getByRole('button', { name: 'Invia al consulente' });
  await expect.poll(() => button.hasAttribute('disabled')).toBe(false);
  await rendered.user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Invia al consulente' });
  await rendered.user.type(within(dialog).getByLabelText('Nome'), 'Laura Gialli');
  await rendered.user.type(within(dialog).getByLabelText('Email'), 'laura@casa.it');
  await rendered.user.type(within(dialog).getByLabelText('Costi investimento (%)'), '0,3');
  await rendered.user.type(within(dialog).getByLabelText('Gap assicurativo (%)'), '15');
  return { ...rendered, dialog };
}

describe('Invia al consulente', () => {
  ownProfileBeforeEach();
  const saved = keepDownloadsInEachTest();

  async function sentFile() {
    const text = (await saved()?.blob.text()) ?? '';
    const reading = readInvestorFile(text, TODAY);
    if (!reading.ok) throw new Error(reading.message);
    return reading.file;
  }

  it('sends the net worth with the properties recorded in Conti, as Home counts it', async () => {
    await writeSalaryRentGroceries();
    const mortgage = await addAccount(ledgerOf('own'), {
      name: 'Mutuo casa',
      bank: '',
      type: 'mortgage',
      openingBalance: -18_000_000,
      openingDate: firstOfMonth(-2),
    });
    await addProperty(
      ledgerOf('own'),
      {
        name: 'Casa di via Roma',
        value: 35_000_000,
        estimateDate: firstOfMonth(-1),
        primaCasa: true,
        mortgageAccountId: mortgage.id,
      },
      TODAY,
    );
    const { user, dialog } = await openDialog();
    // 5.650 € on the current account − 180.000 € of mortgage + 350.000 € of home.
    expect(dialog).toHaveTextContent(/Patrimonio netto: 175\.650\s€/);
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    expect((await sentFile()).client.netWorth).toBe(175_650);
  });

  it('sends the emergency fund the ledger measures', async () => {
    await writeSalaryRentGroceries();
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Fondo emergenza (mesi)')).toBeNull();
    expect(dialog).toHaveTextContent(/Fondo emergenza: 5,9 mesi/);
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    expect((await sentFile()).client.emergencyFund).toBeCloseTo(5.95, 2);
  });

  it('sends the savings rate the ledger measures, as Home shows it, and asks for none', async () => {
    await writeSalaryRentGroceries();
    const { user, dialog } = await openDialog();
    // (2.500 € − 800 €) / 2.500 € of recurring income and expenses.
    expect(dialog).toHaveTextContent(/Tasso di risparmio: 68%/);
    expect(dialog).not.toHaveTextContent(RATE_UNMEASURED);
    expect(within(dialog).queryByLabelText(RATE_LABEL)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    expect((await sentFile()).client.savingsRate).toBe(68);
  });

  it('asks for the savings rate when this month has no recurring income, never sending 0%', async () => {
    // An account and no movement: neither the rate nor the fund can be measured.
    await addAccount(ledgerOf('own'), {
      name: 'Conto corrente',
      bank: 'Banca Uno',
      type: 'checking',
      openingBalance: 500_000,
      openingDate: TODAY,
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(RATE_UNMEASURED);
    expect(dialog).toHaveTextContent(/Tasso di risparmio: quello che scrivi qui sotto/);
    expect(dialog).not.toHaveTextContent(/Tasso di risparmio: 0\s?%/);
    const rate = within(dialog).getByLabelText(RATE_LABEL);
    expect(rate).toHaveAccessibleDescription(new RegExp(RATE_UNMEASURED));
    await user.type(within(dialog).getByLabelText('Fondo emergenza (mesi)'), '3');
    const download = within(dialog).getByRole('button', { name: 'Scarica il fascicolo' });
    // Not until the rate is given.
    expect(download).toBeDisabled();

    await user.type(rate, '150');
    expect(download).toBeEnabled();
    await user.click(download);
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription(/Inserisci un valore tra 0 e 100%\./);
    expect(saved()).toBeUndefined();

    await user.clear(rate);
    expect(download).toBeDisabled();
    await user.type(rate, '12,5');
    await user.click(download);
    const file = await sentFile();
    expect(file.client.savingsRate).toBe(12.5);
    expect(file.client.emergencyFund).toBe(3);
  });

  it('sends each goal with its date and monthly saving, and says so', async () => {
    await writeSalaryRentGroceries();
    await addGoal(ledgerOf('own'), {
      name: 'Viaggio dei sogni',
      target: 15_000,
      current: 0,
      targetDate: '2028-11-26',
      category: 'travel',
      monthlyContribution: 625,
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(/Viaggio dei sogni 0% entro 26\/11\/2028 \(625\s€ al mese\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    expect((await sentFile()).goals).toEqual([
      expect.objectContaining({ targetDate: '2028-11-26', monthlyContribution: 625 }),
    ]);
  });

  it('asks for the emergency fund while the ledger cannot measure it, never sends 0', async () => {
    await addAccount(ledgerOf('own'), {
      name: 'Conto corrente',
      bank: 'Banca Uno',
      type: 'checking',
      openingBalance: 500_000,
      openingDate: TODAY,
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(/Fondo emergenza: quello che scrivi qui sotto/);
    // No recurring income this month either: the rate is asked too (see below).
    await user.type(within(dialog).getByLabelText(RATE_LABEL), '10');
    const fund = within(dialog).getByLabelText('Fondo emergenza (mesi)');
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    expect(fund).toHaveAttribute('aria-invalid', 'true');
    expect(saved()).toBeUndefined();

    await user.type(fund, '4,5');
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    expect((await sentFile()).client.emergencyFund).toBe(4.5);
  });

  it('sends an emergency fund above the advisor’s limit as the limit, and says so', async () => {
    await writeSalaryRentGroceries();
    await addAccount(ledgerOf('own'), {
      name: 'Conto deposito',
      bank: 'Banca Ifis',
      type: 'savings',
      openingBalance: 12_000_000,
      openingDate: firstOfMonth(-2),
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(
      /Fondo emergenza: [\d.,]+ mesi, oltre il massimo di 120: nel fascicolo 120 mesi/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    expect((await sentFile()).client.emergencyFund).toBe(120);
  });

  it('says in the dialog why a figure of the ledger is refused, never failing silently', async () => {
    const db = ledgerOf('own');
    const account = await addAccount(db, {
      name: 'Conto corrente',
      bank: 'Banca Uno',
      type: 'checking',
      openingBalance: 100_000,
      openingDate: firstOfMonth(-2),
    });
    const base = { accountId: account.id, date: firstOfMonth(0), recurring: true };
    // Spending five times the income: a savings rate of -400%, below the advisor's -100%.
    await addTransaction(db, {
      ...base,
      description: 'Lavoretto',
      amount: 10_000,
      categoryId: 'stipendio',
    });
    await addTransaction(db, {
      ...base,
      description: 'Affitto',
      amount: -50_000,
      categoryId: 'casa',
    });
    const { user, dialog } = await openDialog();
    const fund = within(dialog).queryByLabelText('Fondo emergenza (mesi)');
    if (fund !== null) await user.type(fund, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Tasso di risparmio: Inserisci un valore tra .*100%/,
    );
    expect(saved()).toBeUndefined();
  });

  it('keeps a goal’s name apart from the figures around it, whatever its script', async () => {
    await writeSalaryRentGroceries();
    const name = 'Casa 🏠 北京 بيت';
    await addGoal(ledgerOf('own'), {
      name,
      target: 20_000,
      current: 5_000,
      targetDate: '2030-12-31',
      category: 'home',
      monthlyContribution: 300,
    });
    const { dialog } = await openDialog();
    const isolated = [...dialog.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(isolated).toEqual([name]);
    expect(dialog).toHaveTextContent(`${name} 25% entro 31/12/2030`);
  });

  it('sends the net worth with the positions and the allocation by asset class (QA’s case)', async () => {
    const db = ledgerOf('own');
    // 1.526 € at cost, no price entered yet: Investi's "Valore del portafoglio"; the dossier
    // opened with the 1.526 € that bought them, so no cash is left beside them.
    await writeDossierWithShares(db, {
      opened: TODAY,
      cash: 152600,
      bought: { date: TODAY, price: 15.26 },
      today: TODAY,
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(/Patrimonio netto: 2\.526\s€/);
    expect(dialog).toHaveTextContent('Allocazione: Azioni 60%, Liquidità 40%');
    expect(dialog).not.toHaveTextContent('Conto corrente');
    await user.type(within(dialog).getByLabelText('Fondo emergenza (mesi)'), '3');
    await user.type(within(dialog).getByLabelText(RATE_LABEL), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Scarica il fascicolo' }));
    const file = await sentFile();
    expect(file.client.netWorth).toBe(2526);
    expect(file.allocation.map(({ name, amount }) => [name, amount])).toEqual([
      ['Azioni', 1526],
      ['Liquidità', 1000],
    ]);
  });
});

describe('Invia al consulente, on the demo', () => {
  freshLedgersBeforeEach();

  it('sends the securities account by the classes of the portfolio it holds', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent(/Allocazione: .*Azioni \d+%/);
    expect(dialog).toHaveTextContent(/Obbligazioni \d+%/);
    expect(dialog).not.toHaveTextContent('Investimenti');
  });
});
