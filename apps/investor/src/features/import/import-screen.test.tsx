import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleFiles } from '@traguardo/bank-import/testing/sample-files';
import { writeLargeCsv } from '@traguardo/bank-import/large-statements';
import { SAMPLE_MOVEMENTS } from '@traguardo/bank-import/testing/movements';
import { addAccount } from '@traguardo/ledger/account-commands';
import { findTransactions } from '@traguardo/ledger/transaction-queries';
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { renderApp } from '../../testing/render-app';
import { resetLedgersBeforeEach } from '../../testing/reset-ledgers-before-each';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { ImportScreen } from './import-screen';

// jsdom has no Worker: these tests also show the import reading the file on the page's
// thread when the worker cannot start.

const own = () => ledgerOf('own');

async function sampleFile(name: string): Promise<File> {
  const sample = (await sampleFiles()).find((f) => f.name === name);
  if (sample === undefined) throw new Error(name);
  return new File([sample.bytes.slice()], name);
}

async function openWithAccount() {
  await addAccount(own(), {
    name: 'Conto Esempio',
    bank: '',
    type: 'checking',
    openingBalance: 0,
    openingDate: '2025-01-01',
  });
  useProfileStore.getState().openProfile('own');
  renderApp(<ImportScreen />, { route: '/import' });
  return screen.findByLabelText('File dei movimenti');
}

describe('ImportScreen', () => {
  resetStoreBeforeEach(useProfileStore);
  resetLedgersBeforeEach();

  it('starts on the account the address names (Movimenti showing one account), else the first', async () => {
    const account = (name: string) =>
      addAccount(own(), {
        name,
        bank: '',
        type: 'checking',
        openingBalance: 0,
        openingDate: '2025-01-01',
      });
    await account('Conto Primo');
    const second = await account('Conto Secondo');
    useProfileStore.getState().openProfile('own');
    const { unmount } = renderApp(<ImportScreen />, { route: `/import?conto=${second.id}` });
    expect(await screen.findByLabelText('Conto di destinazione')).toHaveDisplayValue(
      'Conto Secondo',
    );
    unmount();

    renderApp(<ImportScreen />, { route: '/import?conto=sconosciuto' });
    expect(await screen.findByLabelText('Conto di destinazione')).toHaveDisplayValue('Conto Primo');
  });

  it('previews a file, imports the rows kept, and finds them present in the same file again', async () => {
    const user = userEvent.setup();
    const input = await openWithAccount();
    await user.upload(input, await sampleFile('unicredit-like.csv'));
    const counts = await screen.findByRole('status', { name: 'Riepilogo dell’importazione' });
    expect(counts).toHaveTextContent('14 nuovi');
    expect(counts).toHaveTextContent('0 già presenti');
    expect(screen.getByRole('table')).toHaveTextContent('Data Registrazione');
    expect(screen.getByLabelText('Colonna della data')).toHaveDisplayValue('1. Data Registrazione');
    const rows = screen.getByRole('list', { name: 'Movimenti del file' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(SAMPLE_MOVEMENTS.length);
    expect(
      within(rows).getByLabelText('Categoria di ESSELUNGA MILANO VIA ESEMPIO del 02/01/2026'),
    ).toHaveDisplayValue('Cibo');

    // One row left out.
    await user.click(within(rows).getByLabelText('Includi TELEPASS PEDAGGI del 02/02/2026'));
    await user.click(screen.getByRole('button', { name: 'Importa 13 movimenti' }));
    await waitFor(async () => expect(await findTransactions(own())).toHaveLength(13));
    const batches = await screen.findByRole('list', { name: 'Importazioni' });
    expect(batches).toHaveTextContent('unicredit-like.csv');
    expect(batches).toHaveTextContent('13 movimenti');

    await user.upload(
      screen.getByLabelText('File dei movimenti'),
      await sampleFile('unicredit-like.csv'),
    );
    const again = await screen.findByRole('status', { name: 'Riepilogo dell’importazione' });
    expect(again).toHaveTextContent('1 nuovo');
    expect(again).toHaveTextContent('13 già presenti');
    expect(screen.getByRole('button', { name: 'Importa 1 movimento' })).toBeEnabled();
  });

  it('lets the columns be chosen, and reads the next file of that layout with them', async () => {
    const user = userEvent.setup();
    const input = await openWithAccount();
    const file = (name: string, rows: string[]) =>
      new File([['Quando;Cosa;Quanto;Note', ...rows].join('\n')], name);
    await user.upload(
      input,
      file('marzo.csv', ['01/03/2026;Bar Roma;-1,50;x', '02/03/2026;Edicola;-2,00;y']),
    );
    const rows = await screen.findByRole('list', { name: 'Movimenti del file' });
    expect(within(rows).getByText('-1,50 €')).toBeInTheDocument();
    // "Note" is a description word; "Cosa" is not.
    expect(within(rows).getByText('x')).toBeInTheDocument();
    expect(within(rows).queryByText('Bar Roma')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: '2. Cosa' }));
    await user.click(screen.getByRole('checkbox', { name: '4. Note' }));
    await user.click(screen.getByRole('button', { name: 'Rileggi con queste colonne' }));
    expect(
      await within(await screen.findByRole('list', { name: 'Movimenti del file' })).findByText(
        'Bar Roma',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importa 2 movimenti' }));
    await waitFor(async () =>
      expect((await findTransactions(own())).map((t) => t.description).sort()).toEqual([
        'Bar Roma',
        'Edicola',
      ]),
    );

    await user.upload(
      screen.getByLabelText('File dei movimenti'),
      file('aprile.csv', ['01/04/2026;Panificio;-3,00;z']),
    );
    const next = await screen.findByRole('list', { name: 'Movimenti del file' });
    expect(await within(next).findByText('Panificio')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '2. Cosa' })).toBeChecked();
  });

  it('lists the first 100 rows of a long file, then the rest on "Mostra altri"', async () => {
    const user = userEvent.setup();
    const input = await openWithAccount();
    await user.upload(input, new File([writeLargeCsv(130, 'importo-eur')], 'lungo.csv'));
    expect(
      await screen.findByRole('status', { name: 'Riepilogo dell’importazione' }),
    ).toHaveTextContent('130 nuovi');
    expect(screen.getByRole('button', { name: 'Importa 130 movimenti' })).toBeEnabled();
    const rows = screen.getByRole('list', { name: 'Movimenti del file' });
    await waitFor(() => expect(within(rows).getAllByRole('listitem')).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Mostra altri (30 righe non mostrate)' }));
    await waitFor(() => expect(within(rows).getAllByRole('listitem')).toHaveLength(130));
    expect(screen.queryByRole('button', { name: /^Mostra altri/ })).toBeNull();
  });

  it('lists every row it cannot read at once, and imports nothing', async () => {
    const user = userEvent.setup();
    const input = await openWithAccount();
    const good = (day: number) => `${String(day).padStart(2, '0')}/11/2026;Spesa ${day};-1,00`;
    const lines = [
      'Data;Descrizione;Importo',
      good(1),
      '31/11/2026;Data non valida;-10,00',
      '18/11/2026;Importo rotto;abc',
      ...Array.from({ length: 22 }, (_, i) => `${i + 1}/13/2026;Mese sbagliato;-2,00`),
      good(20),
    ];
    await user.upload(input, new File([lines.join('\n')], 'banca.csv'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '24 righe del file non si possono leggere: nessun movimento viene importato finché il file non si legge tutto.',
    );
    const listed = within(alert).getAllByRole('listitem');
    expect(listed).toHaveLength(20);
    expect(listed[0]).toHaveTextContent('Riga 3: la data «31/11/2026» non è una data valida.');
    expect(listed[1]).toHaveTextContent('Riga 4: l’importo «abc» non è un numero.');
    expect(listed[2]).toHaveTextContent('Riga 5: la data «1/13/2026» non è una data valida.');
    expect(alert).toHaveTextContent('e altre 4 righe.');
    expect(screen.getByRole('button', { name: 'Importa 0 movimenti' })).toBeDisabled();
    expect(await findTransactions(own())).toEqual([]);
  });

  it('leaves out a line of 0,00 € unless it is included, and says so', async () => {
    const user = userEvent.setup();
    const input = await openWithAccount();
    const lines = [
      'Data;Descrizione;Importo',
      '03/11/2026;Spesa Esselunga;-45,90',
      '04/11/2026;Commissione stornata;0,00',
      '05/11/2026;Stipendio;2500,00',
    ];
    await user.upload(input, new File([lines.join('\n')], 'banca.csv'));

    const counts = await screen.findByRole('status', { name: 'Riepilogo dell’importazione' });
    expect(counts).toHaveTextContent('1 riga a 0,00 € esclusa');
    const zero = screen.getByRole('checkbox', {
      name: 'Includi Commissione stornata del 04/11/2026',
    });
    expect(zero).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Importa 2 movimenti' }));
    await waitFor(async () => expect(await findTransactions(own())).toHaveLength(2));
    expect((await findTransactions(own())).map((t) => t.description).sort()).toEqual([
      'Spesa Esselunga',
      'Stipendio',
    ]);
  });

  it('refuses a bad file with its Italian message and writes nothing', async () => {
    const user = userEvent.setup();
    const input = await openWithAccount();
    const truncated = new File(
      [
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
      ],
      'troncato.xml',
    );
    await user.upload(input, truncated);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^«troncato\.xml»: .+Nessun movimento è stato importato\.$/,
    );
    expect(await findTransactions(own())).toEqual([]);
  });

  it('undoes an import after asking', async () => {
    const user = userEvent.setup();
    const input = await openWithAccount();
    await user.upload(input, await sampleFile('camt053.xml'));
    await user.click(await screen.findByRole('button', { name: 'Importa 14 movimenti' }));
    const batches = await screen.findByRole('list', { name: 'Importazioni' });
    await user.click(within(batches).getByRole('button', { name: /^Annulla importazione/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Annullare l’importazione?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla importazione' }));
    await waitFor(async () => expect(await findTransactions(own())).toEqual([]));
    expect(await screen.findByText('Nessuna importazione finora.')).toBeInTheDocument();
  });

  it('on the demo profile, writes nothing and says where imports go', async () => {
    renderApp(<ImportScreen />, { route: '/import' });
    expect(await screen.findByText('Solo sul tuo profilo')).toBeInTheDocument();
    expect(screen.queryByLabelText('File dei movimenti')).toBeNull();
  });
});
