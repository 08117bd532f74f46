import { describe, expect, it } from 'vitest';
import { detectDelimiter, readCsvTable } from './csv-table';
import { BankImportError } from './import-error';
import { MAX_IMPORT_ROWS } from './limits';

describe('detectDelimiter', () => {
  it('finds `;` even when every amount holds a comma', () => {
    expect(
      detectDelimiter('Data;Descrizione;Importo\n01/02/2024;Bar;-4,50\n02/02/2024;Pane;-2,10\n'),
    ).toBe(';');
  });

  it('finds the comma and the tab', () => {
    expect(detectDelimiter('Data,Descrizione,Importo\n2024-02-01,Bar,-4.50\n')).toBe(',');
    expect(detectDelimiter('Data\tDescrizione\tImporto\n01/02/2024\tBar\t-4,50\n')).toBe('\t');
  });

  it('is not misled by a block of lines above the table', () => {
    const text = [
      'Conto corrente;IT60X0542811101000000123456',
      'Saldo contabile;1.234,56',
      '',
      'Data;Valuta;Causale;Entrate;Uscite',
      '01/02/2024;01/02/2024;Bonifico;100,00;',
      '02/02/2024;02/02/2024;Pagamento;;12,30',
    ].join('\n');
    expect(detectDelimiter(text)).toBe(';');
  });
});

describe('readCsvTable', () => {
  it('keeps quoted separators, doubled quotes and line breaks inside a cell, with each record’s line', () => {
    const text =
      'Data;Descrizione\r\n\r\n01/02/2024;"Pagamento; ""Bar"" centrale"\r\n02/02/2024;"Due\r\nrighe"\r\n03/02/2024;Fine\r\n';
    expect(readCsvTable(text)).toEqual({
      delimiter: ';',
      rows: [
        { line: 1, cells: ['Data', 'Descrizione'] },
        { line: 3, cells: ['01/02/2024', 'Pagamento; "Bar" centrale'] },
        { line: 4, cells: ['02/02/2024', 'Due\nrighe'] },
        { line: 6, cells: ['03/02/2024', 'Fine'] },
      ],
    });
  });

  it('keeps cells starting with = + - @ as the text they are', () => {
    const { rows } = readCsvTable('A;B;C;D\n=1+1;+39 333;-45,90;@SUM(A1)\n');
    expect(rows[1]?.cells).toEqual(['=1+1', '+39 333', '-45,90', '@SUM(A1)']);
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} rows`, () => {
    const text = 'Data;Importo\n' + '01/02/2024;1,00\n'.repeat(MAX_IMPORT_ROWS);
    expect(() => readCsvTable(text)).toThrow(
      new BankImportError(
        'too-many-rows',
        'Il file ha più di 200.000 righe: dividilo in più file.',
      ),
    );
    expect(
      readCsvTable('Data;Importo\n' + '01/02/2024;1,00\n'.repeat(MAX_IMPORT_ROWS - 1)).rows,
    ).toHaveLength(MAX_IMPORT_ROWS);
  });
});
