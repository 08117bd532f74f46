import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeDossierWithShares } from '@traguardo/ledger/testing/dossier-with-shares';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addOperation } from '@traguardo/ledger/position-commands';
import { addTransaction } from '@traguardo/ledger/transaction-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { renderApp } from '../../testing/render-app';
import { useProfileStore } from '../../stores/profile-store';
import {
  firstOfMonth,
  ownProfileBeforeEach,
  writeSalaryRentGroceries,
} from '../../testing/own-ledger';
import { keepHomeFiguresLive, liveHomeData } from './home-figures-live';
import { HomeScreen } from './home-screen';

/** Text with the formatters' no-break spaces as plain ones. */
function plain(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ');
}

/** A card of Home once the figures are read: until then each card shows its title alone. */
async function region(name: string) {
  await waitFor(() => expect(screen.queryByText('Lettura dei dati in corso…')).toBeNull());
  return screen.findByRole('region', { name });
}

describe('Home on the own profile', () => {
  ownProfileBeforeEach();

  it('invites an empty profile to add its first account, with no figure at all', async () => {
    renderApp(<HomeScreen />);
    const invite = await screen.findByText('Aggiungi il tuo primo conto');
    expect(invite).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai conti' })).toHaveAttribute('href', '/accounts');
    expect(screen.getByText('Ciao!')).toBeInTheDocument();
    const page = plain(document.body.textContent);
    expect(page).not.toMatch(/NaN|0\/0|€/);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the figures of a salary, rent and groceries over three months', async () => {
    await writeSalaryRentGroceries();
    renderApp(<HomeScreen />);
    // 1.000 + 3 × (2.500 − 800 − 150); a month ago 1.000 + 2 × 1.550.
    const worth = await region('Patrimonio netto');
    expect(
      plain(
        await within(worth)
          .findByText(/€/)
          .then((e) => e.textContent),
      ),
    ).toBe('5.650 €');
    expect(plain(worth.textContent)).toContain('+37,8% sul mese scorso');
    expect(within(worth).queryByRole('meter')).toBeNull();

    const month = await region('Questo mese');
    expect(plain(month.textContent)).toMatch(/Entrate\s?2\.500 €/);
    expect(plain(month.textContent)).toMatch(/Uscite\s?950 €/);
    expect(plain(month.textContent)).toMatch(/Risparmio netto\s?1\.550 €/);
    expect(within(month).getByRole('link', { name: 'Movimenti' })).toHaveAttribute(
      'href',
      '/transactions',
    );

    const kpis = await region('Indicatori chiave');
    const card = (title: string) =>
      plain(
        within(kpis).getByRole('heading', { name: title }).closest('article')?.textContent ?? '',
      );
    // (2.500 − 800) / 2.500 (spec §9, recurring only).
    expect(card('Tasso di risparmio')).toContain('68%');
    // 5.650 over the expenses of the complete months since the account was opened, two
    // months ago: (950 + 950) / 2. The month before it is not the ledger's.
    expect(card('Fondo di emergenza')).toContain('5,9 mesi');
    expect(card('Rapporto di indebitamento')).toContain('0%');
    expect(card('Rendimento da inizio anno')).toContain('—');

    expect(screen.getByText('Ciao!')).toBeInTheDocument();
    expect(screen.queryByText('Avvisi recenti')).toBeNull();
    expect(plain(document.body.textContent)).not.toMatch(/NaN/);
  });

  it('puts a debt against the assets and follows a new movement at once', async () => {
    const account = await writeSalaryRentGroceries();
    const db = ledgerOf('own');
    await addAccount(db, {
      name: 'Carta',
      bank: 'UniCredit',
      type: 'credit',
      openingBalance: -56500,
      openingDate: firstOfMonth(0),
    });
    renderApp(<HomeScreen />);
    const worth = await region('Patrimonio netto');
    expect(await within(worth).findByText(/5\.085\s€/)).toBeInTheDocument();
    // 565 / 5.650 of assets.
    const kpis = await region('Indicatori chiave');
    expect(within(kpis).getByText('10%', { exact: true })).toBeInTheDocument();

    await addTransaction(db, {
      accountId: account.id,
      date: firstOfMonth(0),
      description: 'Rimborso',
      amount: 11500,
      categoryId: 'entrate',
      recurring: false,
    });
    expect(await within(worth).findByText(/5\.200\s€/)).toBeInTheDocument();
  });

  it('leaves a mortgage out of the debt ratio, as no home is among the accounts, and says so', async () => {
    // QA's case: a mortgage of 120.350,25 € against 24.500 € of accounts read "491%".
    await writeSalaryRentGroceries();
    const db = ledgerOf('own');
    await addAccount(db, {
      name: 'Mutuo casa',
      bank: 'UniCredit',
      type: 'mortgage',
      openingBalance: -12035025,
      openingDate: firstOfMonth(0),
    });
    await addAccount(db, {
      name: 'Carta',
      bank: 'UniCredit',
      type: 'credit',
      openingBalance: -56500,
      openingDate: firstOfMonth(0),
    });
    renderApp(<HomeScreen />);
    const kpis = await region('Indicatori chiave');
    const ratio = await within(kpis).findByText('Limite 35%, mutuo escluso');
    // The card's debt: the credit card's 565 € over 5.650 € of assets.
    expect(ratio.closest('li')).toHaveTextContent('10%');
  });

  it('opened after a write, shows the figures kept since then in its first render', async () => {
    const account = await writeSalaryRentGroceries();
    keepHomeFiguresLive();
    await addTransaction(ledgerOf('own'), {
      accountId: account.id,
      date: firstOfMonth(0),
      description: 'Rimborso',
      amount: 10000,
      categoryId: 'entrate',
      recurring: false,
    });
    const kept = () => liveHomeData(ledgerOf('own'), todayLocalDate()).snapshot();
    await expect.poll(kept, { timeout: 5000 }).toBeDefined();
    renderApp(<HomeScreen />);
    // No wait: the net worth is there as Home first renders.
    const worth = screen.getByRole('region', { name: 'Patrimonio netto' });
    expect(plain(worth.textContent)).toContain('5.750 €');
    expect(plain(worth.textContent)).toContain('+40,2% sul mese scorso');
  });

  it('with an account and no movement yet, says so instead of drawing empty bars', async () => {
    await addAccount(ledgerOf('own'), {
      name: 'Conto deposito',
      bank: 'Banca Ifis',
      type: 'savings',
      openingBalance: 1000000,
      openingDate: firstOfMonth(0),
    });
    renderApp(<HomeScreen />);
    const worth = await region('Patrimonio netto');
    // Opened this month: no account last month, so no change to tell.
    expect(await within(worth).findByText('Nessun conto aperto il mese scorso')).toBeVisible();
    expect(plain(worth.textContent)).not.toMatch(/sul mese scorso/);
    // One month is one point: the course starts next month.
    const course = await region('Andamento del patrimonio');
    expect(course).toHaveTextContent(/Il grafico si disegna dal mese prossimo/);
    expect(within(course).queryByRole('img')).toBeNull();
    const flow = await region('Flusso di cassa mensile');
    expect(flow).toHaveTextContent(/Nessun movimento negli ultimi 12 mesi/);
    expect(within(flow).queryByRole('img')).toBeNull();
    const kpis = await region('Indicatori chiave');
    const fund = within(kpis)
      .getByRole('heading', { name: 'Fondo di emergenza' })
      .closest('article');
    expect(plain(fund?.textContent ?? '')).toContain('—');
    expect(plain(fund?.textContent ?? '')).toContain('Servono le spese di un mese intero');
    // No income yet: the savings rate is not yet measurable either, not "0% · Critico".
    const rate = within(kpis)
      .getByRole('heading', { name: 'Tasso di risparmio' })
      .closest('article');
    expect(plain(rate?.textContent ?? '')).toContain('—');
    expect(plain(rate?.textContent ?? '')).toContain('Servono le entrate ricorrenti del mese');
    expect(plain(rate?.textContent ?? '')).not.toMatch(/0%|Critico/);
    expect(plain(document.body.textContent)).not.toMatch(/NaN|Infinity/);
  });

  it('counts an investment account’s positions and cash, keeping a sale’s proceeds (QA’s case)', async () => {
    const today = todayLocalDate();
    const db = ledgerOf('own');
    // The dossier opens with 1.526 € of cash, which then buys 100 Enel at 15,26 €.
    const { sharesId } = await writeDossierWithShares(db, { opened: today, cash: 152600, today });
    const operation = (kind: 'acquisto' | 'vendita', quantity: number, price: number) =>
      addOperation(db, sharesId, { kind, date: today, quantity, price, feesCents: 0 }, today);
    await operation('acquisto', 100, 15.26);
    renderApp(<HomeScreen />);
    const worth = await region('Patrimonio netto');
    expect(await within(worth).findByText(/^2\.526\s€$/)).toBeInTheDocument();
    // 50 sold at 14 €: 700 € come into the dossier, 763 € of cost go out, a loss of 63 €.
    await operation('vendita', 50, 14);
    expect(await within(worth).findByText(/^2\.463\s€$/)).toBeInTheDocument();
  });
});

describe('Home on the demo', () => {
  ownProfileBeforeEach();
  beforeEach(() => {
    useProfileStore.getState().openProfile('demo');
  });

  it('adds the household’s home to the ledger and keeps the spec’s fixed score', async () => {
    renderApp(<HomeScreen />);
    const worth = await region('Patrimonio netto');
    expect(await within(worth).findByText(/^350\.680\s€$/)).toBeInTheDocument();
    expect(plain(worth.textContent)).toContain('+0,2% sul mese scorso');
    expect(within(worth).getByRole('meter', { name: 'Punteggio finanziario' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(screen.getByText('Ciao, Marco!')).toBeInTheDocument();
    const kpis = await region('Indicatori chiave');
    const card = (title: string) =>
      plain(
        within(kpis).getByRole('heading', { name: title }).closest('article')?.textContent ?? '',
      );
    expect(card('Tasso di risparmio')).toContain('23%');
    expect(card('Fondo di emergenza')).toContain('14,4 mesi');
    expect(card('Rapporto di indebitamento')).toContain('29%');
    expect(card('Rendimento da inizio anno')).toContain('Benchmark 7,1%');
    const month = await region('Questo mese');
    expect(plain(month.textContent)).toMatch(/Entrate\s?3\.620 €/);
  });
});
