import { describe, expect, it } from 'vitest';
import { BankImportError } from './import-error';
import { previewRows, readCsvStatement, tableMovements } from './statement-table';
import { utf8, windows1252 } from './testing/bytes';

function refusal(run: () => unknown): BankImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof BankImportError) return error;
    throw error;
  }
  throw new Error('non rifiutato');
}

const ING_LIKE = [
  'Estratto conto;;;;',
  'IBAN;IT60X0542811101000000123456;;;',
  'Saldo iniziale;1.000,00;;;',
  ';;;;',
  'Data contabile;Data valuta;Causale;Entrate;Uscite',
  '01/02/2024;01/02/2024;Stipendio febbraio;2.100,00;',
  '03/02/2024;02/02/2024;"Pagamento POS ESSELUNGA; via Roma";;-45,90',
  '05/02/2024;05/02/2024;=HYPERLINK("x");;12,00',
  ';;;;',
  'Saldo finale;;;3.042,10;',
].join('\r\n');

describe('readCsvStatement', () => {
  it('skips the block above the header and the totals below the table', () => {
    const table = readCsvStatement(utf8(ING_LIKE, true));
    expect(table).toMatchObject({
      encoding: 'utf-8',
      delimiter: ';',
      headerLine: 5,
      header: ['Data contabile', 'Data valuta', 'Causale', 'Entrate', 'Uscite'],
    });
    expect(tableMovements(table)).toEqual([
      {
        position: 6,
        date: '2024-02-01',
        valueDate: '2024-02-01',
        description: 'Stipendio febbraio',
        amountCents: 210000,
        bankId: null,
      },
      {
        position: 7,
        date: '2024-02-03',
        valueDate: '2024-02-02',
        description: 'Pagamento POS ESSELUNGA; via Roma',
        amountCents: -4590,
        bankId: null,
      },
      // A formula-looking cell is text; a debit without its minus still goes out.
      {
        position: 8,
        date: '2024-02-05',
        valueDate: '2024-02-05',
        description: '=HYPERLINK("x")',
        amountCents: -1200,
        bankId: null,
      },
    ]);
  });

  it('previews the header and the first rows as read', () => {
    const table = readCsvStatement(utf8(ING_LIKE));
    expect(previewRows(table, 2)).toEqual([
      ['Data contabile', 'Data valuta', 'Causale', 'Entrate', 'Uscite'],
      ['01/02/2024', '01/02/2024', 'Stipendio febbraio', '2.100,00', ''],
      ['03/02/2024', '02/02/2024', 'Pagamento POS ESSELUNGA; via Roma', '', '-45,90'],
    ]);
  });

  it('reads a Windows-1252, comma-separated file with a signed amount', () => {
    const text =
      'Data,Descrizione,Importo\n2024-03-01,Caffè Più,-1.50\n2024-03-02,"Rimborso, spese",12.00\n';
    const table = readCsvStatement(windows1252(text));
    expect(table.encoding).toBe('windows-1252');
    expect(tableMovements(table).map((row) => [row.description, row.amountCents])).toEqual([
      ['Caffè Più', -150],
      ['Rimborso, spese', 1200],
    ]);
  });

  it('reads an amount with its D/A sign', () => {
    const table = readCsvStatement(
      utf8(
        'Data\tDescrizione\tImporto\tSegno\n01.02.2024\tBonifico\t100,00\tA\n02.02.2024\tAffitto\t700,00\tD\n',
      ),
    );
    expect(tableMovements(table).map((row) => row.amountCents)).toEqual([10000, -70000]);
  });

  it('joins a row of description text only to the movement above it', () => {
    const table = readCsvStatement(
      utf8(
        'Data;Descrizione;Importo\n01/02/2026;BONIFICO A FAVORE DI;-100,00\n;MARIO ESEMPIO AFFITTO;\n02/02/2026;BAR;-1,00\n',
      ),
    );
    expect(tableMovements(table).map((m) => [m.description, m.amountCents])).toEqual([
      ['BONIFICO A FAVORE DI MARIO ESEMPIO AFFITTO', -10000],
      ['BAR', -100],
    ]);
    const orphan = readCsvStatement(
      utf8('Data;Descrizione;Importo\n;SALDO;12,00\n01/02/2026;BAR;-1,00\n'),
    );
    expect(refusal(() => tableMovements(orphan)).message).toBe('Riga 2: manca la data.');
  });

  it('names the line of a date or an amount it cannot read', () => {
    const bad = (body: string) => {
      const table = readCsvStatement(utf8(`Data;Descrizione;Importo\n${body}`));
      return refusal(() => tableMovements(table));
    };
    expect(
      bad('01/02/2024;Bar;-4,50\n31/02/2024;Pane;-2,10\n03/02/2024;Latte;-1,00\n'),
    ).toMatchObject({
      code: 'bad-date',
      line: 3,
      message: 'Riga 3: la data «31/02/2024» non è una data valida.',
    });
    expect(bad('01/02/2024;Bar;dieci euro\n')).toMatchObject({
      code: 'bad-amount',
      message: 'Riga 2: l’importo «dieci euro» non è un numero.',
    });
    expect(bad('01/02/2024;Bar;\n').message).toBe('Riga 2: manca l’importo.');
    const signs = readCsvStatement(utf8('Data;Importo;Segno\n01/02/2024;1,00;X\n'));
    expect(refusal(() => tableMovements(signs)).message).toBe(
      'Riga 2: il segno «X» non è D/A (dare/avere) né +/-.',
    );
  });

  it('lists every row it cannot read at once, and reads none of the file', () => {
    const table = readCsvStatement(
      utf8(
        'Data;Descrizione;Importo\n' +
          '01/11/2026;Stipendio;2.100,00\n' +
          '31/11/2026;Data non valida;-10,00\n' +
          '18/11/2026;Importo rotto;abc\n' +
          ';Senza data;-1,00\n' +
          '20/11/2026;Caffè;-3,50\n',
      ),
    );
    expect(refusal(() => tableMovements(table))).toMatchObject({
      code: 'bad-date',
      message:
        '3 righe del file non si possono leggere: nessun movimento viene importato finché il file non si legge tutto.',
      badRows: {
        listed: [
          'Riga 3: la data «31/11/2026» non è una data valida.',
          'Riga 4: l’importo «abc» non è un numero.',
          'Riga 5: manca la data.',
        ],
        count: 3,
      },
    });
  });

  it('lists the first 20 rows it cannot read and counts the others', () => {
    const rows = Array.from({ length: 25 }, (_, i) => `01/02/2024;Riga ${i};rotto\n`).join('');
    const table = readCsvStatement(utf8(`Data;Descrizione;Importo\n${rows}`));
    const { badRows } = refusal(() => tableMovements(table));
    expect(badRows?.count).toBe(25);
    expect(badRows?.listed).toHaveLength(20);
    expect(badRows?.listed.at(-1)).toBe('Riga 21: l’importo «rotto» non è un numero.');
  });

  it('refuses a text with no table header', () => {
    expect(
      refusal(() => readCsvStatement(utf8('Caro cliente,\nti scriviamo per...\n'))),
    ).toMatchObject({
      code: 'no-header',
      message:
        'Non trovo la riga di intestazione della tabella (per esempio «Data», «Descrizione», «Importo»).',
    });
  });
});
