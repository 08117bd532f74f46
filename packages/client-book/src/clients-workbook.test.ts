import { CLIENT_BOOK_MAX_CLIENTS } from '@traguardo/domain/client-limits';
import { CLIENT_CSV_HEADERS } from '@traguardo/domain/clients-csv';
import { Formatted, xlsxBytes } from '@traguardo/spreadsheet/testing/xlsx';
import { describe, expect, it } from 'vitest';
import { clientImportApi } from './client-import-api';
import { readClientsWorkbook } from './clients-workbook';

const TODAY = '2026-11-25';
const HEADERS = [...CLIENT_CSV_HEADERS];

async function tableOf(bytes: Uint8Array) {
  const reading = await readClientsWorkbook(bytes);
  if (!reading.ok) throw new Error(reading.message);
  return reading.table;
}

async function refusalOf(bytes: Uint8Array) {
  const reading = await readClientsWorkbook(bytes);
  if (reading.ok) throw new Error('letto senza rifiuto');
  return reading.message;
}

describe('an Excel list of clients', () => {
  it('reads into the same rows, rejections and plan as the same list saved as CSV', async () => {
    const csv = [
      HEADERS.join(';'),
      'Anna Neri;anna@studio.it;Attenzione;1.250.000,5;17,5;6;0,35;10;15/01/2026',
      'Bruno Blu;bruno@;Eccellente;1000;25;7;0,2;0;02/01/2026',
      'Carla Rosa;carla@studio.it;;-12000;-5;0;1;100;2026-03-31',
    ].join('\r\n');
    // As an advisor keeps it: numbers as numbers (a percent column formatted as percent),
    // dates as dates, a cover sheet before the list.
    const bytes = await xlsxBytes({
      Note: [],
      Clienti: [
        HEADERS,
        [
          'Anna Neri',
          'anna@studio.it',
          'Attenzione',
          1250000.5,
          new Formatted(0.175, '0.0%'),
          6,
          0.35,
          10,
          new Date(Date.UTC(2026, 0, 15)),
        ],
        [
          'Bruno Blu',
          'bruno@',
          'Eccellente',
          1000,
          new Formatted(0.25, '0%'),
          7,
          0.2,
          0,
          new Date(Date.UTC(2026, 0, 2)),
        ],
        [
          'Carla Rosa',
          'carla@studio.it',
          null,
          -12000,
          new Formatted(-0.05, '0%'),
          0,
          1,
          100,
          '2026-03-31',
        ],
      ],
    });
    const api = clientImportApi();
    const fromCsv = await api.read('own', { format: 'csv', text: csv }, null, TODAY);
    const fromXlsx = await api.read(
      'own',
      { format: 'xlsx', table: await tableOf(bytes) },
      null,
      TODAY,
    );
    expect(fromXlsx).toEqual(fromCsv);
    expect(fromXlsx).toMatchObject({
      exportLayout: true,
      rowCount: 3,
      plan: { added: 2, updated: 0, unchanged: 0 },
      rejected: [
        { line: 3, reason: 'Email: Inserisci un’email valida, per esempio nome@dominio.it.' },
      ],
    });
    expect(fromXlsx.rows[0]?.fields).toMatchObject({ netWorth: 1250000.5, savingsRate: 17.5 });
  });

  it('reads a formula as the result Excel saved, never evaluated, and a formula-like name as text', async () => {
    const table = await tableOf(
      await xlsxBytes({
        Clienti: [
          HEADERS,
          [
            '=HYPERLINK("http://x.it";"Anna")',
            'anna@studio.it',
            null,
            { formula: 'D3*2', result: 500000 },
            { formula: 'SOMMA(E3:E4)', result: 0.1 + 0.2 },
            6,
            0.35,
            10,
            '15/01/2026',
          ],
          // An apostrophe typed before the text is the text's own (Excel keeps its prefix apart).
          ["'@Bianchi", 'carla@studio.it', null, 1000, 25, 7, 0.2, 0, '02/01/2026'],
          // A formula saved without its result (written by a program, not by Excel): nothing to read.
          [
            'Bruno Blu',
            'bruno@studio.it',
            null,
            { formula: '1000+1' },
            25,
            7,
            0.2,
            0,
            '02/01/2026',
          ],
        ],
      }),
    );
    const reading = await clientImportApi().read('own', { format: 'xlsx', table }, null, TODAY);
    expect(reading.rows.map((row) => row.fields)).toEqual([
      {
        name: '=HYPERLINK("http://x.it";"Anna")',
        email: 'anna@studio.it',
        netWorth: 500000,
        savingsRate: 0.3,
        emergencyFund: 6,
        investmentFee: 0.35,
        insuranceGap: 10,
        lastContact: '2026-01-15',
      },
      {
        name: "'@Bianchi",
        email: 'carla@studio.it',
        netWorth: 1000,
        savingsRate: 25,
        emergencyFund: 7,
        investmentFee: 0.2,
        insuranceGap: 0,
        lastContact: '2026-01-02',
      },
    ]);
    expect(reading.rejected).toEqual([
      { line: 4, reason: 'Patrimonio netto: Campo obbligatorio.' },
    ]);
  });

  it('gives an empty workbook no rows, which the import calls empty', async () => {
    expect(await tableOf(await xlsxBytes({ Foglio1: [] }))).toEqual({ headers: [], rows: [] });
    expect(await tableOf(await xlsxBytes({ Foglio1: [HEADERS], Foglio2: [] }))).toEqual({
      headers: HEADERS,
      rows: [],
    });
  });

  it('refuses a damaged workbook and one with more rows than a book holds, in Italian', async () => {
    const workbook = await xlsxBytes({ Clienti: [HEADERS] });
    const damaged = workbook.slice();
    damaged.fill(0, 40, workbook.length - 2000);
    expect(await refusalOf(damaged)).toBe(
      'Il file Excel non si apre, è danneggiato: aprilo in Excel o LibreOffice, scegli File › Salva con nome › «Cartella di lavoro di Excel (.xlsx)» o «CSV UTF-8 (delimitato da virgole)» e importa quel file. Nessun cliente è stato importato.',
    );
    const tooMany = await xlsxBytes({
      Clienti: [
        ['Nome'],
        ...Array.from({ length: CLIENT_BOOK_MAX_CLIENTS + 1 }, (_, i) => [`C${i}`]),
      ],
    });
    expect(await refusalOf(tooMany)).toBe(
      'Il foglio «Clienti» ha più di 20.000 righe di clienti, il massimo di un portafoglio: dividilo in più file. Nessun cliente è stato importato.',
    );
    // A full book and its header still read.
    const full = await xlsxBytes({
      Clienti: [['Nome'], ...Array.from({ length: CLIENT_BOOK_MAX_CLIENTS }, (_, i) => [`C${i}`])],
    });
    expect((await tableOf(full)).rows).toHaveLength(CLIENT_BOOK_MAX_CLIENTS);
  });
});
