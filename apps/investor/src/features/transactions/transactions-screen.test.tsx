import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { listAccounts } from '@traguardo/ledger/reference-queries';
import { addTransaction, updateTransaction } from '@traguardo/ledger/transaction-commands';
import { findTransactions } from '@traguardo/ledger/transaction-queries';
import { generateLedger, writeLedger } from '@traguardo/ledger/testing/generate-ledger';
import { writeSampleLedger } from '@traguardo/ledger/testing/sample-ledger';

import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { TransactionsScreen } from './transactions-screen';

const own = () => ledgerOf('own');

function openScreen(route = '/transactions') {
  useProfileStore.getState().openProfile('own');
  return renderApp(<TransactionsScreen />, { route });
}

async function rowTitles() {
  const list = await screen.findByRole('list', { name: 'Elenco dei movimenti' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

/** The sample ledger's movements, newest first. */
const EVERY_TITLE = [
  'Caffè città',
  'Scarpe',
  'Spesa al supermercato',
  'Stipendio gennaio',
  'Affitto',
];

async function expectTitles(titles: string[]) {
  await waitFor(async () => expect(await rowTitles()).toEqual(titles));
}

describe('TransactionsScreen', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('is a route of the app, outside the navigation and its 8 items', async () => {
    renderApp({ route: '/transactions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Movimenti' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getAllByRole('link')).toHaveLength(8);
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('asks for a first account before anything else', async () => {
    openScreen();
    expect(await screen.findByText('Aggiungi il tuo primo conto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai a Conti' })).toHaveAttribute('href', '/accounts');
    expect(screen.queryByRole('button', { name: 'Nuovo movimento' })).toBeNull();
  });

  it('with an account and no movement, offers the first movement', async () => {
    await addAccount(own(), {
      name: 'Conto corrente',
      bank: '',
      type: 'checking',
      openingBalance: 0,
      openingDate: '2026-01-01',
    });
    openScreen();
    expect(await screen.findByText('Nessun movimento')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Nuovo movimento' }).length).toBeGreaterThan(0);
  });

  it('lists every movement newest first, with its count', async () => {
    await writeSampleLedger(own());
    openScreen();
    await expectTitles(EVERY_TITLE);
    expect(screen.getByText('5 movimenti')).toBeInTheDocument();
    expect(screen.getByText('-45,90 €')).toBeInTheDocument();
  });

  it('filters by account from the address, as the link from Conti opens it', async () => {
    await writeSampleLedger(own());
    const card = (await listAccounts(own())).find((a) => a.type === 'credit');
    openScreen(`/transactions?conto=${card?.id ?? ''}`);
    await expectTitles(['Caffè città', 'Scarpe']);
    expect(screen.getByLabelText('Conto')).toHaveDisplayValue('Carta di credito');
  });

  it('filters by category, month and text', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    await expectTitles(EVERY_TITLE);
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Cibo');
    await expectTitles(['Caffè città', 'Spesa al supermercato']);

    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    fireEvent.change(screen.getByLabelText('Mese'), { target: { value: '2025-01' } });
    await expectTitles(['Stipendio gennaio', 'Affitto']);

    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await user.type(screen.getByLabelText('Cerca'), 'caffe');
    await expectTitles(['Caffè città']);

    await user.clear(screen.getByLabelText('Cerca'));
    await user.type(screen.getByLabelText('Cerca'), 'nulla di simile');
    expect(await screen.findByText('Nessun movimento corrisponde ai filtri.')).toBeInTheDocument();
  });

  it('filters by the words as they are typed, and keeps them in the address once typing pauses', async () => {
    await writeSampleLedger(own());
    useProfileStore.getState().openProfile('own');
    const { user, router } = renderApp({ route: '/transactions' });
    await expectTitles(EVERY_TITLE);
    await user.type(screen.getByLabelText('Cerca'), 'spesa super');
    await expectTitles(['Spesa al supermercato']);
    await waitFor(() => expect(router.state.location.search).toBe('?testo=spesa+super'));
    // One entry for the whole search, not one per keystroke: back leaves the search.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps a search live: a movement written elsewhere (another tab) joins it', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    await expectTitles(EVERY_TITLE);
    await user.type(screen.getByLabelText('Cerca'), 'caffe');
    await expectTitles(['Caffè città']);
    const [account] = await listAccounts(own());
    await addTransaction(own(), {
      accountId: account?.id ?? '',
      date: '2099-01-02',
      description: 'Caffè in stazione',
      amount: -150,
      categoryId: 'cibo',
      recurring: false,
    });
    await expectTitles(['Caffè in stazione', 'Caffè città']);
    expect(screen.getByText('2 movimenti')).toBeInTheDocument();
  });

  it("shows another filter's movements in the rows already on screen", async () => {
    await writeSampleLedger(own());
    openScreen();
    await expectTitles(EVERY_TITLE);
    const list = screen.getByRole('list', { name: 'Elenco dei movimenti' });
    const [first] = within(list).getAllByRole('listitem');
    fireEvent.change(screen.getByLabelText('Mese'), { target: { value: '2025-01' } });
    // While the month is read, the rows on screen are the previous filter's: they take no
    // click and no category change.
    expect(list).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(within(list).getByRole('button', { name: 'Elimina Caffè città' }));
    fireEvent.change(within(list).getByLabelText('Categoria di Caffè città'), {
      target: { value: 'casa' },
    });
    expect(screen.queryByRole('dialog', { name: 'Eliminare il movimento?' })).toBeNull();
    await expectTitles(['Stipendio gennaio', 'Affitto']);
    expect(list).toHaveAttribute('aria-busy', 'false');
    const [caffe] = await findTransactions(own(), { text: 'caffe' });
    expect(caffe?.categoryId).toBe('cibo');
    fireEvent.click(within(list).getByRole('button', { name: 'Elimina Affitto' }));
    expect(
      await screen.findByRole('dialog', { name: 'Eliminare il movimento?' }),
    ).toBeInTheDocument();
    // The same row, updated in place: no row was taken down and built again.
    expect(first).toBeInTheDocument();
    expect(first).toHaveTextContent('Stipendio gennaio');
  });

  it.each(['1,234.56', '12,3,4', 'abc'])(
    'refuses the amount %s with an Italian message and saves nothing',
    async (amount) => {
      await writeSampleLedger(own());
      const { user } = openScreen();
      await user.click(await screen.findByRole('button', { name: 'Nuovo movimento' }));
      const dialog = screen.getByRole('dialog', { name: 'Nuovo movimento' });
      await user.type(within(dialog).getByLabelText('Descrizione'), 'Cena');
      await user.type(within(dialog).getByLabelText(/Importo/), amount);
      await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

      const field = within(dialog).getByLabelText(/Importo/);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(
        expect.stringMatching(/Scrivi un numero|Usa la virgola per i decimali/),
      );
      expect(await findTransactions(own())).toHaveLength(5);
    },
  );

  it('refuses a movement of 0 € next to the amount, and saves nothing', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    await user.click(await screen.findByRole('button', { name: 'Nuovo movimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo movimento' });
    await user.type(within(dialog).getByLabelText('Descrizione'), 'Niente');
    await user.type(within(dialog).getByLabelText(/Importo/), '0,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    const field = within(dialog).getByLabelText(/Importo/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Un movimento non può essere di 0 €'),
    );
    expect(screen.getByRole('dialog', { name: 'Nuovo movimento' })).toBeInTheDocument();
    expect(await findTransactions(own())).toHaveLength(5);
  });

  it('says next to the date that a movement dated in the future counts from that day', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    await user.click(await screen.findByRole('button', { name: 'Nuovo movimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo movimento' });
    const date = within(dialog).getByLabelText('Data');
    const note = 'Data futura: il movimento conterà nei saldi da quel giorno.';
    expect(date).not.toHaveAccessibleDescription(note);
    const nextYear = `${Number(todayLocalDate().slice(0, 4)) + 1}-06-01`;
    fireEvent.change(date, { target: { value: nextYear } });
    expect(date).toHaveAccessibleDescription(note);
    expect(within(dialog).getByText(note)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Descrizione'), 'Rata auto');
    await user.type(within(dialog).getByLabelText(/Importo/), '-300');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    // Taken, as a planned movement.
    expect(await screen.findByText('6 movimenti')).toBeInTheDocument();
    const [stored] = await findTransactions(own(), {}, { limit: 1 });
    expect(stored).toMatchObject({ description: 'Rata auto', date: nextYear });
  });

  it('adds a valid movement at the top of the list', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    await user.click(await screen.findByRole('button', { name: 'Nuovo movimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo movimento' });
    fireEvent.change(within(dialog).getByLabelText('Data'), { target: { value: '2025-03-01' } });
    await user.type(within(dialog).getByLabelText('Descrizione'), 'Cena fuori');
    await user.type(within(dialog).getByLabelText(/Importo/), '-1.234,5');
    await user.selectOptions(within(dialog).getByLabelText('Categoria'), 'Intrattenimento');
    await user.selectOptions(within(dialog).getByLabelText('Conto'), 'Carta di credito');
    await user.click(within(dialog).getByRole('switch', { name: 'Ricorrente' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('6 movimenti')).toBeInTheDocument();
    expect((await rowTitles())[0]).toBe('Cena fuori');
    expect(screen.getByText('-1.234,50 €')).toBeInTheDocument();
    const [stored] = await findTransactions(own(), {}, { limit: 1 });
    expect(stored).toMatchObject({
      description: 'Cena fuori',
      amount: -123450,
      categoryId: 'intrattenimento',
      recurring: true,
      date: '2025-03-01',
    });
  });

  it('opens a movement form from the keyboard on its first field; Escape gives focus back', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    for (const [opener, title] of [
      [await screen.findByRole('button', { name: 'Nuovo movimento' }), 'Nuovo movimento'],
      // The list's rows come after the screen's header, once the ledger is read.
      [await screen.findByRole('button', { name: 'Modifica Scarpe' }), 'Modifica movimento'],
    ] as const) {
      opener.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: title });
      await waitFor(() => expect(within(dialog).getByLabelText('Data')).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('edits a movement, saved by Enter in a field', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    await user.click(await screen.findByRole('button', { name: 'Modifica Scarpe' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica movimento' });
    const amount = within(dialog).getByLabelText(/Importo/);
    await user.clear(amount);
    await user.type(amount, '-80{Enter}');
    expect(await screen.findByText('-80,00 €')).toBeInTheDocument();
    expect(screen.queryByText('-100,00 €')).toBeNull();
  });

  it('a save keeps what another tab saved meanwhile in a field this form left alone', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    await user.click(await screen.findByRole('button', { name: 'Modifica Scarpe' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica movimento' });
    const [shoes] = await findTransactions(own(), { text: 'scarpe' });
    // Another tab files the movement under another category while this form holds the old one.
    await updateTransaction(own(), shoes?.id ?? '', { categoryId: 'intrattenimento' });
    const amount = within(dialog).getByLabelText(/Importo/);
    await user.clear(amount);
    await user.type(amount, '-80');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('-80,00 €')).toBeInTheDocument();
    const [saved] = await findTransactions(own(), { text: 'scarpe' });
    expect(saved).toMatchObject({ amount: -8000, categoryId: 'intrattenimento' });
  });

  it('changes a category in place', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    const category = await screen.findByLabelText('Categoria di Scarpe');
    // The categories are read apart from the rows: choose once the option is there.
    await within(category).findByRole('option', { name: 'Intrattenimento' });
    await user.selectOptions(category, 'Intrattenimento');
    await waitFor(async () =>
      expect((await findTransactions(own(), { text: 'scarpe' })).map((t) => t.categoryId)).toEqual([
        'intrattenimento',
      ]),
    );
  });

  it('deletes a movement after a confirmation, and the toast undoes it', async () => {
    await writeSampleLedger(own());
    const { user } = openScreen();
    await user.click(await screen.findByRole('button', { name: 'Elimina Scarpe' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminare il movimento?' });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await expectTitles(['Caffè città', 'Spesa al supermercato', 'Stipendio gennaio', 'Affitto']);
    expect(await findTransactions(own())).toHaveLength(4);

    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    await expectTitles(EVERY_TITLE);
  });

  it('renders only the rows near the viewport of a long list, reading them a page at a time', async () => {
    const data = generateLedger({ endDate: '2026-11-25', years: 2, transactions: 3000 });
    await act(() => writeLedger(own(), data));
    openScreen();
    expect(await screen.findByText('3.000 movimenti')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Elenco dei movimenti' });
    await waitFor(() => expect(within(list).queryByText('Caricamento…')).toBeNull());
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-setsize', '3000');
    const [newest] = await findTransactions(own(), {}, { limit: 1 });
    expect(
      within(items[0] as HTMLElement).getByText(newest?.description ?? ''),
    ).toBeInTheDocument();
  });
});
