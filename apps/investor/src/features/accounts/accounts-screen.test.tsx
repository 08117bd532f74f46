import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIMULATED_DELAY_MS } from '@traguardo/domain/constants';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount, updateAccount } from '@traguardo/ledger/account-commands';
import { addTransaction } from '@traguardo/ledger/transaction-commands';
import { listAccounts } from '@traguardo/ledger/reference-queries';
import { writeSampleLedger } from '@traguardo/ledger/testing/sample-ledger';
import { accounts } from '@traguardo/sample-data/accounts';

import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { firstOfMonth } from '../../testing/own-ledger';
import { AccountsScreen } from './accounts-screen';

async function accountList() {
  return screen.findByRole('list', { name: 'Elenco dei conti' });
}

describe('AccountsScreen on the demo', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the spec totals and every sample account from the seeded demo ledger', async () => {
    renderApp(<AccountsScreen />, { route: '/accounts' });
    const list = await accountList();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(accounts.length),
    );
    const totals = screen.getByRole('region', { name: 'Totali' });
    expect(within(totals).getByText('176.930 €')).toBeInTheDocument();
    expect(within(totals).getByText('146.250 €')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collega la tua banca' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Immobile' })).toBeInTheDocument();
  });

  it('links a bank: disabled while in progress, then the new account in the ledger and the toast', async () => {
    renderApp(<AccountsScreen />, { route: '/accounts' });
    const list = await accountList();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(accounts.length),
    );

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => screen.getByRole('button', { name: 'Collega la tua banca' }).click());
    const busy = screen.getByRole('button', { name: 'Collegamento in corso...' });
    expect(busy).toBeDisabled();
    act(() => busy.click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS);
    });
    vi.useRealTimers();

    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(accounts.length + 1),
    );
    expect(within(list).getByText('Conto Corrente Collegato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collega la tua banca' })).toBeEnabled();
    expect(await screen.findByText('Conto collegato con successo!')).toBeInTheDocument();
    const stored = await listAccounts(ledgerOf('demo'));
    expect(stored.filter((a) => a.name === 'Conto Corrente Collegato')).toHaveLength(1);
  });
});

describe('AccountsScreen on the own profile', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  function openOwn() {
    useProfileStore.getState().openProfile('own');
    return renderApp(<AccountsScreen />, { route: '/accounts' });
  }

  it('starts empty, says what to do first and offers no simulated bank', async () => {
    openOwn();
    expect(await screen.findByText('Aggiungi il tuo primo conto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collega la tua banca' })).toBeNull();
    const totals = screen.getByRole('region', { name: 'Totali' });
    expect(within(totals).getAllByText('0 €')).toHaveLength(2);
    // The demo household's house is not the person's.
    expect(screen.queryByRole('heading', { name: 'Immobile' })).toBeNull();
  });

  it.each(['1,234.56', '12,3,4', 'abc'])(
    'refuses the amount %s with an Italian message and saves nothing',
    async (amount) => {
      const { user } = openOwn();
      await user.click(await screen.findByRole('button', { name: 'Nuovo conto' }));
      const dialog = screen.getByRole('dialog', { name: 'Nuovo conto' });
      await user.type(within(dialog).getByLabelText('Nome del conto'), 'Conto Fineco');
      await user.type(within(dialog).getByLabelText(/Saldo iniziale/), amount);
      await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

      const field = within(dialog).getByLabelText(/Saldo iniziale/);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(
        expect.stringMatching(/Scrivi un numero|Usa la virgola per i decimali/),
      );
      expect(screen.getByRole('dialog', { name: 'Nuovo conto' })).toBeInTheDocument();
      expect(await listAccounts(ledgerOf('own'))).toEqual([]);
    },
  );

  it('adds a valid account: its balance in the list and the totals, kept in the ledger', async () => {
    const { user } = openOwn();
    await user.click(await screen.findByRole('button', { name: 'Nuovo conto' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo conto' });
    await user.type(within(dialog).getByLabelText('Nome del conto'), 'Conto Fineco');
    await user.type(within(dialog).getByLabelText(/Banca/), 'Fineco');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Risparmio');
    await user.type(within(dialog).getByLabelText(/Saldo iniziale/), '12.345,60');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    const list = await accountList();
    expect(await within(list).findByText('Conto Fineco')).toBeInTheDocument();
    expect(within(list).getByText('Risparmio')).toBeInTheDocument();
    expect(within(list).getByText('12.346 €')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totali' });
    expect(within(totals).getByText('12.346 €')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [stored] = await listAccounts(ledgerOf('own'));
    expect(stored).toMatchObject({ name: 'Conto Fineco', bank: 'Fineco', openingBalance: 1234560 });
  });

  it('opens the account form from the keyboard: typing right away lands in its first field', async () => {
    await writeSampleLedger(ledgerOf('own'));
    const { user } = openOwn();
    for (const [name, title, typed] of [
      ['Nuovo conto', 'Nuovo conto', 'Conto Fineco'],
      ['Modifica Conto corrente', 'Modifica conto', 'Conto corrente di casa'],
    ] as const) {
      const [opener] = await screen.findAllByRole('button', { name });
      opener?.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: title });
      const field = within(dialog).getByLabelText('Nome del conto');
      await waitFor(() => expect(field).toHaveFocus());
      await user.keyboard('{Control>}a{/Control}');
      await user.keyboard(typed);
      expect(field).toHaveValue(typed);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('edits an account, saved by Enter in a field', async () => {
    await writeSampleLedger(ledgerOf('own'));
    const { user } = openOwn();
    await user.click(await screen.findByRole('button', { name: 'Modifica Conto corrente' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica conto' });
    const name = within(dialog).getByLabelText('Nome del conto');
    await user.clear(name);
    await user.type(name, 'Conto di casa{Enter}');
    const list = await accountList();
    expect(await within(list).findByText('Conto di casa')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Modifica Conto corrente' })).toBeNull();
  });

  it('a save keeps what another tab saved meanwhile in a field this form left alone', async () => {
    await writeSampleLedger(ledgerOf('own'));
    const { user } = openOwn();
    await user.click(await screen.findByRole('button', { name: 'Modifica Conto corrente' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica conto' });
    const [opened] = (await listAccounts(ledgerOf('own'))).filter(
      (a) => a.name === 'Conto corrente',
    );
    // Another tab renames the bank while this form still holds the old one.
    await updateAccount(ledgerOf('own'), opened?.id ?? '', { bank: 'Banca Sella' });
    const name = within(dialog).getByLabelText('Nome del conto');
    await user.clear(name);
    await user.type(name, 'Conto di casa');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    const list = await accountList();
    expect(await within(list).findByText('Conto di casa')).toBeInTheDocument();
    const saved = (await listAccounts(ledgerOf('own'))).find((a) => a.id === opened?.id);
    expect(saved).toMatchObject({ name: 'Conto di casa', bank: 'Banca Sella' });
  });

  it('"Aggiornato il" is the latest movement up to today: a future one neither counts nor hides it', async () => {
    const db = ledgerOf('own');
    const account = await addAccount(db, {
      name: 'Conto Fineco',
      bank: 'Fineco',
      type: 'checking',
      openingBalance: 100000,
      openingDate: firstOfMonth(-2),
    });
    const movement = { accountId: account.id, categoryId: 'cibo', recurring: false };
    await addTransaction(db, {
      ...movement,
      date: firstOfMonth(-1),
      description: 'Spesa',
      amount: -5000,
    });
    const nextYear = `${Number(todayLocalDate().slice(0, 4)) + 1}-06-01`;
    await addTransaction(db, { ...movement, date: nextYear, description: 'Rata', amount: -9000 });
    openOwn();

    const list = await accountList();
    const [year, month, day] = firstOfMonth(-1).split('-');
    expect(await within(list).findByText(`Aggiornato il ${day}/${month}/${year}`)).toBeVisible();
    // The planned movement does not count in today's balance either: 1.000 − 50.
    expect(within(list).getByText('950 €')).toBeInTheDocument();
  });

  it('deletes an account after a confirmation, and the toast undoes it with its movements', async () => {
    await writeSampleLedger(ledgerOf('own'));
    const { user } = openOwn();
    const list = await accountList();
    // 1.000 € opening + 2.500 € salary − 800 € rent − 45,90 € shopping.
    expect(await within(list).findByText('2.654 €')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elimina Conto corrente' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminare il conto?' });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Elimina Conto corrente' })).toBeNull(),
    );
    expect((await listAccounts(ledgerOf('own'))).map((a) => a.name)).toEqual(['Carta di credito']);

    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(
      await within(list).findByRole('button', { name: 'Elimina Conto corrente' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('2.654 €')).toBeInTheDocument();
  });

  it('keeps an account when the deletion is cancelled', async () => {
    await writeSampleLedger(ledgerOf('own'));
    const { user } = openOwn();
    await user.click(await screen.findByRole('button', { name: 'Elimina Conto corrente' }));
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await listAccounts(ledgerOf('own'))).toHaveLength(2);
  });

  it('archives an account into its own list, still counted in the totals', async () => {
    await writeSampleLedger(ledgerOf('own'));
    const { user } = openOwn();
    await user.click(await screen.findByRole('button', { name: 'Archivia Carta di credito' }));
    const archived = await screen.findByRole('list', { name: 'Elenco dei conti archiviati' });
    expect(
      within(archived).getByRole('button', { name: 'Ripristina Carta di credito' }),
    ).toBeInTheDocument();
    expect(
      within(await accountList()).queryByRole('button', { name: 'Modifica Carta di credito' }),
    ).toBeNull();
    const totals = screen.getByRole('region', { name: 'Totali' });
    // The card: −200 € opening − 100 € − 1,50 €.
    expect(within(totals).getByText('302 €')).toBeInTheDocument();
    expect(screen.getByText(/I saldi dei conti archiviati contano nei totali/)).toBeVisible();
  });

  it('opens the movements of an account', async () => {
    await writeSampleLedger(ledgerOf('own'));
    openOwn();
    const link = await screen.findByRole('link', { name: 'Movimenti di Conto corrente' });
    const checking = (await listAccounts(ledgerOf('own'))).find((a) => a.type === 'checking');
    expect(link).toHaveAttribute('href', `/transactions?conto=${checking?.id ?? ''}`);
  });
});
