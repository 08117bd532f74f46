import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeLedgerOfVersion5 } from '@traguardo/ledger/testing/stored-before-cash-opening';
import { closeLedgers } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { AccountsScreen } from './accounts-screen';

const QUESTION = 'Il saldo iniziale comprende anche i titoli?';

/** The row of the previous release's "Dossier Titoli" (10.000 € of opening balance, 100 Enel). */
async function dossierRow() {
  const list = await screen.findByRole('list', { name: 'Elenco dei conti' });
  const name = await within(list).findByText('Dossier Titoli');
  const row = name.closest('li');
  if (row === null) throw new Error('no row');
  return row;
}

describe('Conti: an opening balance stored when it meant the whole value', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('asks whether it holds the securities; the correction takes them out and its undo puts them back', async () => {
    await writeLedgerOfVersion5('own');
    useProfileStore.getState().openProfile('own');
    const { user } = renderApp(<AccountsScreen />, { route: '/accounts' });
    const row = await dossierRow();
    // The 100 shares at 90 € beside an opening balance that still holds their 8.000 €.
    await waitFor(() => expect(row).toHaveTextContent('19.000 €'));
    const notice = within(row).getByRole('region', { name: QUESTION });
    expect(notice).toHaveTextContent(
      'Ora il saldo iniziale di un conto investimenti è solo la liquidità: i titoli contano con le loro posizioni in Investi. Se i 10.000 € del 01/01/2025 comprendono anche i titoli che il conto aveva allora (8.000 €), sono contati due volte: togliendoli, il saldo iniziale diventa 2.000 €.',
    );

    await user.click(
      within(notice).getByRole('button', {
        name: 'Togli i titoli dal saldo iniziale di Dossier Titoli',
      }),
    );
    await waitFor(() => expect(row).toHaveTextContent('11.000 €'));
    expect(within(row).queryByRole('region', { name: QUESTION })).toBeNull();
    const toast = (await screen.findAllByRole('status')).find((status) =>
      status.textContent
        ?.replaceAll('\u00a0', ' ')
        .includes('Saldo iniziale di Dossier Titoli: 2.000 €, senza i titoli'),
    );
    if (toast === undefined) throw new Error('nessun avviso della correzione');
    await user.click(within(toast).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(row).toHaveTextContent('19.000 €'));
    expect(within(row).getByRole('region', { name: QUESTION })).toBeInTheDocument();
  });

  it('remembers "È già solo liquidità": the balance stays and the question is not asked again', async () => {
    await writeLedgerOfVersion5('own');
    useProfileStore.getState().openProfile('own');
    const { user, unmount } = renderApp(<AccountsScreen />, { route: '/accounts' });
    const row = await dossierRow();
    await user.click(
      await within(row).findByRole('button', {
        name: 'È già solo liquidità: saldo iniziale di Dossier Titoli',
      }),
    );
    await waitFor(() => expect(within(row).queryByRole('region', { name: QUESTION })).toBeNull());
    expect(row).toHaveTextContent('19.000 €');
    expect(await screen.findByText('Saldo iniziale confermato')).toBeInTheDocument();

    // The ledger read again from the device, as on the next start.
    unmount();
    closeLedgers();
    renderApp(<AccountsScreen />, { route: '/accounts' });
    const again = await dossierRow();
    await waitFor(() => expect(again).toHaveTextContent('19.000 €'));
    expect(within(again).queryByRole('region', { name: QUESTION })).toBeNull();
  });
});
