import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelWorker } from '@traguardo/app-runtime/testing/channel-worker';
import { clientsWorkbookApi } from '@traguardo/client-book/clients-workbook';
import { CLIENTS_FILE_MESSAGES } from '@traguardo/domain/clients-file';
import { CLIENTS_CSV_IMPORT_MESSAGES } from '@traguardo/domain/clients-csv-import';
import { windows1252 } from '@traguardo/domain/testing/bytes';
import { xlsxBytes } from '@traguardo/spreadsheet/testing/xlsx';
import { renderApp } from '../../testing/render-app';
import { type ClientImporter, createClientImporter } from './client-importer';
import { ImportClientsDialog } from './import-clients-dialog';

const HEADER =
  'Nome;Email;Stato;Patrimonio netto (€);Tasso di risparmio (%);Fondo emergenza (mesi);Costi investimento (%);Gap assicurativo (%);Ultimo contatto';

function csvFile(name: string, lines: string[]): File {
  return new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
}

/**
 * The browser's module workers, which jsdom lacks: the workbook worker's API answers over a
 * MessageChannel, as its module does; any other worker does not start (its work then runs
 * on the page, as in a browser that refuses it).
 */
function withWorkbookWorker() {
  vi.stubGlobal('Worker', function Worker(url: URL) {
    if (!String(url).includes('client-workbook.worker')) throw new Error('nessun worker');
    return new ChannelWorker(clientsWorkbookApi);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openOwnClients() {
  const rendered = renderApp({ route: '/settings' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Usa i tuoi clienti' }));
  await rendered.user.click(screen.getByRole('link', { name: 'Clienti' }));
  await screen.findByText('0 clienti in portafoglio');
  return rendered;
}

describe('Importa clienti', () => {
  it('previews new, updated and rejected rows, and writes nothing before Importa', async () => {
    const { user } = await openOwnClients();
    const file = csvFile('clienti.csv', [
      HEADER,
      'Anna Neri;anna@studio.it;Attenzione;250000;17;6;0,4;10;15/01/2026',
      'Bruno Blu;bruno@;Eccellente;1000;25;7;0,2;0;02/01/2026',
      'Carla Rosa;carla@studio.it;Eccellente;500000;25;7;0,2;0;02/01/2026',
    ]);
    await user.upload(screen.getByLabelText('Importa clienti'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    expect(await within(dialog).findByText(/formato di «Esporta»/)).toBeInTheDocument();
    expect(await within(dialog).findByText('2 nuovi')).toBeInTheDocument();
    expect(within(dialog).getByText('0 aggiornati')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Righe scartate' })).toHaveTextContent(
      'Riga 3: Email: Inserisci un’email valida, per esempio nome@dominio.it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.getByText('0 clienti in portafoglio')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Importa clienti'), file);
    const again = await screen.findByRole('dialog', { name: 'Importa clienti' });
    await within(again).findByText('2 nuovi');
    await user.click(within(again).getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText('2 clienti in portafoglio')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Importa clienti'),
      csvFile('clienti.csv', [
        HEADER,
        'Anna Neri;anna@studio.it;Attenzione;260000;17;6;0,4;10;15/01/2026',
      ]),
    );
    const update = await screen.findByRole('dialog', { name: 'Importa clienti' });
    expect(await within(update).findByText('1 aggiornato')).toBeInTheDocument();
    expect(within(update).getByText('0 nuovi')).toBeInTheDocument();
  });

  it('reads a list Italian Excel saved as CSV in Windows-1252, accents as written', async () => {
    const { user } = await openOwnClients();
    const bytes = windows1252(
      `${HEADER}\r\nNiccolò Forlì;niccolo@studio.it;Attenzione;250000;17;6;0,4;10;15/01/2026\r\n`,
    );
    await user.upload(
      screen.getByLabelText('Importa clienti'),
      new File([bytes], 'clienti.csv', { type: 'text/csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    expect(await within(dialog).findByText('1 nuovo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText('1 cliente in portafoglio')).toBeInTheDocument();
    expect(screen.getByText('Niccolò Forlì')).toBeInTheDocument();
  });

  it('reads an Excel workbook into the preview the same list gets as CSV, and imports it', async () => {
    withWorkbookWorker();
    const { user } = await openOwnClients();
    const rows = [
      ['Anna Neri', 'anna@studio.it', 'Attenzione', 250000, 17, 6, 0.4, 10, '15/01/2026'],
      ['Bruno Blu', 'bruno@', 'Eccellente', 1000, 25, 7, 0.2, 0, '02/01/2026'],
      ['Carla Rosa', 'carla@studio.it', 'Eccellente', 500000.5, 25, 7, 0.2, 0, '02/01/2026'],
    ];
    const preview = async (file: File) => {
      await user.upload(screen.getByLabelText('Importa clienti'), file);
      const dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
      await within(dialog).findByText('2 nuovi');
      return dialog;
    };
    const fromCsv = await preview(
      csvFile('clienti.csv', [
        HEADER,
        ...rows.map((cells) =>
          cells
            .map((cell) => (typeof cell === 'number' ? String(cell).replace('.', ',') : cell))
            .join(';'),
        ),
      ]),
    );
    const csvText = fromCsv.textContent?.replace('clienti.csv', '');
    await user.click(within(fromCsv).getByRole('button', { name: 'Annulla' }));

    // As an advisor keeps the list in Excel: figures as numbers, the last contact as a date.
    const bytes = await xlsxBytes({
      Clienti: [
        HEADER.split(';'),
        ...rows.map((cells) => [
          ...cells.slice(0, 8),
          new Date(`${String(cells[8]).split('/').reverse().join('-')}T00:00:00Z`),
        ]),
      ],
    });
    const fromXlsx = await preview(new File([bytes], 'clienti.xlsx'));
    expect(fromXlsx.textContent?.replace('clienti.xlsx', '')).toBe(csvText);
    expect(within(fromXlsx).getByRole('list', { name: 'Righe scartate' })).toHaveTextContent(
      'Riga 3: Email: Inserisci un’email valida, per esempio nome@dominio.it.',
    );
    await user.click(within(fromXlsx).getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText('2 clienti in portafoglio')).toBeInTheDocument();
    expect(screen.getByText('500.001 €')).toBeInTheDocument();
  });

  it('refuses an .xls and a workbook under a password, with how to save it; nothing is written', async () => {
    await openOwnClients();
    // The chooser's "Tutti i file": a file outside the input's accept can still be picked.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Importa clienti');
    const ole = (...streams: string[]) =>
      Uint8Array.from([
        ...[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
        ...new Array<number>(504).fill(0),
        ...streams.flatMap((name) => Array.from(name, (c) => [c.charCodeAt(0), 0]).flat()),
      ]);
    await user.upload(input, new File([ole('Workbook')], 'clienti.xls'));
    expect(
      await screen.findByText(/^clienti\.xls: È un file Excel 97-2003 \(\.xls\)/),
    ).toHaveTextContent(
      '«Cartella di lavoro di Excel (.xlsx)» o «CSV UTF-8 (delimitato da virgole)»',
    );
    await user.upload(input, new File([ole('EncryptedPackage')], 'protetto.xlsx'));
    expect(
      await screen.findByText(
        /^protetto\.xlsx: La cartella di lavoro Excel è protetta da password/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Importa clienti' })).toBeNull();
    expect(screen.getByText('0 clienti in portafoglio')).toBeInTheDocument();
  });

  it('says why a damaged or an empty workbook gives no clients; nothing can be imported', async () => {
    withWorkbookWorker();
    const { user } = await openOwnClients();
    const workbook = await xlsxBytes({ Clienti: [HEADER.split(';')] });
    const damaged = workbook.slice();
    damaged.fill(0, 40, workbook.length - 2000);
    await user.upload(screen.getByLabelText('Importa clienti'), new File([damaged], 'rotto.xlsx'));
    let dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Il file Excel non si apre, è danneggiato: aprilo in Excel o LibreOffice/,
    );
    expect(within(dialog).getByRole('button', { name: 'Importa' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));

    await user.upload(
      screen.getByLabelText('Importa clienti'),
      new File([await xlsxBytes({ Foglio1: [] })], 'vuoto.xlsx'),
    );
    dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CLIENTS_CSV_IMPORT_MESSAGES.empty,
    );
    expect(within(dialog).getByRole('button', { name: 'Importa' })).toBeDisabled();
    expect(screen.getByText('0 clienti in portafoglio')).toBeInTheDocument();
  });

  it('says an Excel workbook cannot be read where its worker cannot start, and how to save it as CSV', async () => {
    const { user } = await openOwnClients();
    const bytes = await xlsxBytes({ Clienti: [HEADER.split(';')] });
    await user.upload(screen.getByLabelText('Importa clienti'), new File([bytes], 'clienti.xlsx'));
    const dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CLIENTS_FILE_MESSAGES.workbookNotRead,
    );
    expect(within(dialog).getByRole('button', { name: 'Importa' })).toBeDisabled();
  });

  it('maps the columns of another layout before it can import', async () => {
    const { user } = await openOwnClients();
    await user.upload(
      screen.getByLabelText('Importa clienti'),
      new File(
        [
          'name,e-mail,wealth,savings rate,emergency fund,investment fee,insurance gap,last contact\nDario Verdi,dario@studio.it,120000,12,3,1,30,2026-02-01\n',
        ],
        'crm.csv',
        { type: 'text/csv' },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    expect(
      await within(dialog).findByText('Scegli la colonna di «Patrimonio netto».'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importa' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Patrimonio netto'), 'wealth');
    expect(await within(dialog).findByText('1 nuovo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText('1 cliente in portafoglio')).toBeInTheDocument();
    expect(screen.getByText('Dario Verdi')).toBeInTheDocument();
  });

  it('undoes an import after a confirmation: the added clients go, the updated ones come back', async () => {
    const { user } = await openOwnClients();
    await user.upload(
      screen.getByLabelText('Importa clienti'),
      csvFile('primi.csv', [HEADER, 'Anna Neri;anna@studio.it;;250000;17;6;0,4;10;15/01/2026']),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    await within(dialog).findByText('1 nuovo');
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    await screen.findByText('1 cliente in portafoglio');

    await user.upload(
      screen.getByLabelText('Importa clienti'),
      csvFile('secondi.csv', [
        HEADER,
        'Anna Neri;anna@studio.it;;999000;17;6;0,4;10;15/01/2026',
        'Bruno Blu;bruno@studio.it;;1000;25;7;0,2;0;02/01/2026',
      ]),
    );
    dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    await within(dialog).findByText('1 aggiornato');
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    await screen.findByText('2 clienti in portafoglio');
    expect(screen.getByText('999.000 €')).toBeInTheDocument();

    await user.click(screen.getByText('Importazioni (2)'));
    await user.click(screen.getByRole('button', { name: 'Annulla importazione secondi.csv' }));
    const confirm = await screen.findByRole('dialog', { name: 'Annullare questa importazione?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annulla importazione' }));

    expect(await screen.findByText('1 cliente in portafoglio')).toBeInTheDocument();
    expect(screen.queryByText('Bruno Blu')).not.toBeInTheDocument();
    expect(screen.queryByText('999.000 €')).not.toBeInTheDocument();
    expect(screen.getByText('250.000 €')).toBeInTheDocument();
    expect(screen.getByText('Importazioni (1)')).toBeInTheDocument();
  });

  it('takes back "non sembra un CSV" once a later mapping is read', async () => {
    const real = createClientImporter();
    let reads = 0;
    // The second reading fails (a worker that stopped mid-call); the others are read.
    const importer: ClientImporter = {
      ...real,
      read: (...args) => {
        reads += 1;
        return reads === 2 ? Promise.reject(new Error('interrotta')) : real.read(...args);
      },
    };
    const { user } = renderApp(
      <ImportClientsDialog
        fileName="crm.csv"
        file={{
          format: 'csv',
          text: 'name,e-mail,wealth,savings rate,emergency fund,investment fee,insurance gap,last contact\nDario Verdi,dario@studio.it,120000,12,3,1,30,2026-02-01\n',
        }}
        importer={importer}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Importa clienti' });
    const wealth = await within(dialog).findByLabelText('Patrimonio netto');
    await user.selectOptions(wealth, 'savings rate');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CLIENTS_CSV_IMPORT_MESSAGES.notCsv,
    );
    await user.selectOptions(wealth, 'wealth');
    expect(await within(dialog).findByText('1 nuovo')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    real.close();
  });
});
