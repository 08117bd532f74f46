import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeDossierWithShares } from '@traguardo/ledger/testing/dossier-with-shares';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addTransaction } from '@traguardo/ledger/transaction-commands';
import { updatePrice } from '@traguardo/ledger/position-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { AccountsScreen } from './accounts-screen';

describe('Conti → Posizioni', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('leads from an own investment account to its positions, and only from one', async () => {
    for (const [name, type] of [
      ['Conto titoli', 'investment'],
      ['Conto corrente', 'checking'],
    ] as const) {
      await addAccount(ledgerOf('own'), {
        name,
        bank: '',
        type,
        openingBalance: 0,
        openingDate: '2026-01-01',
      });
    }
    useProfileStore.getState().openProfile('own');
    renderApp(<AccountsScreen />, { route: '/accounts' });
    expect(await screen.findByRole('link', { name: 'Posizioni di Conto titoli' })).toHaveAttribute(
      'href',
      '/invest#posizioni',
    );
    expect(screen.queryByRole('link', { name: 'Posizioni di Conto corrente' })).toBeNull();
  });

  it('shows an investment account at its positions’ value plus its cash, in its row and in the totals', async () => {
    const today = todayLocalDate();
    const db = ledgerOf('own');
    // Opened with 1.500 € of cash, 1.400 € of which buy the shares: 100 € stay beside them.
    const { sharesId } = await writeDossierWithShares(db, {
      opened: today,
      cash: 150000,
      bought: { date: today, price: 14 },
      today,
    });
    // Investi's "Valore del portafoglio", 100 × 15,26 € at the price entered, and 100 € of cash.
    await updatePrice(db, sharesId, { price: 15.26, date: today }, today);
    useProfileStore.getState().openProfile('own');
    renderApp(<AccountsScreen />, { route: '/accounts' });
    const list = await screen.findByRole('list', { name: 'Elenco dei conti' });
    expect(await within(list).findByText('1.626 €')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totali' });
    expect(await within(totals).findByText('2.626 €')).toBeInTheDocument();
  });

  it('warns in an investment account’s row when its purchases took more cash than it had, until a transfer pays for them', async () => {
    const today = todayLocalDate();
    const db = ledgerOf('own');
    // Opened today with no cash, 100 shares bought today at 14 €: 1.400 € paid from nothing.
    const { dossierId } = await writeDossierWithShares(db, {
      opened: today,
      bought: { date: today, price: 14 },
      today,
    });
    useProfileStore.getState().openProfile('own');
    renderApp(<AccountsScreen />, { route: '/accounts' });
    const list = await screen.findByRole('list', { name: 'Elenco dei conti' });
    const warning =
      'Liquidità negativa: -1.400 €. Controlla il saldo iniziale o registra il versamento che ha pagato gli acquisti.';
    const row = (await within(list).findByText(warning)).closest('li');
    expect(row).toHaveTextContent('Dossier Titoli');
    expect(within(list).getAllByText(/Liquidità negativa/)).toHaveLength(1);

    await addTransaction(db, {
      accountId: dossierId,
      date: today,
      description: 'Bonifico dal conto corrente',
      amount: 140000,
      categoryId: 'entrate',
      recurring: false,
    });
    await waitFor(() => expect(within(list).queryByText(/Liquidità negativa/)).toBeNull());
  });

  it('says that an investment account’s opening balance is its cash, without the securities', async () => {
    useProfileStore.getState().openProfile('own');
    const { user } = renderApp(<AccountsScreen />, { route: '/accounts' });
    await user.click(await screen.findByRole('button', { name: 'Nuovo conto' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo conto' });
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Investimenti');
    expect(within(dialog).getByLabelText(/Saldo iniziale/)).toHaveAccessibleDescription(
      'In euro, solo la liquidità del conto a quella data, senza i titoli: i titoli contano con le loro posizioni in Investi, e gli acquisti e le vendite da quella data in poi spostano questa liquidità.',
    );
  });
});
