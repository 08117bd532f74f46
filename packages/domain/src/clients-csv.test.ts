import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_CSV_HEADERS,
  clientCsvRow,
  clientsCsv,
  isDangerousCell,
  neutraliseCell,
  readCsvCell,
  parseCsvRows,
} from './clients-csv';
import { clientArbitrary } from './testing/arbitraries';
import { createClient } from './testing/factories';

describe('clientsCsv', () => {
  it('writes BOM, `;`, Italian headers, plain numbers with a decimal comma and dd/mm/yyyy', () => {
    const csv = clientsCsv([
      createClient({
        name: 'Marco Rossi',
        email: 'marco.rossi@email.it',
        status: 'green',
        netWorth: 1247500,
        savingsRate: 28,
        emergencyFund: 7.5,
        investmentFee: 0.35,
        insuranceGap: 5,
        lastContact: '2024-12-10',
      }),
    ]);
    expect(csv).toBe(
      '\uFEFFNome;Email;Stato;Patrimonio netto (€);Tasso di risparmio (%);Fondo emergenza (mesi);' +
        'Costi investimento (%);Gap assicurativo (%);Ultimo contatto\r\n' +
        'Marco Rossi;marco.rossi@email.it;Eccellente;1247500;28;7,5;0,35;5;10/12/2024\r\n',
    );
  });

  it('quotes a cell with the separator, a quote or a line break (RFC 4180)', () => {
    const csv = clientsCsv([createClient({ name: 'Rossi; "Marco"\nsecondo' })]);
    expect(csv).toContain('"Rossi; ""Marco""\nsecondo"');
  });

  it('neutralises a name that a spreadsheet would run', () => {
    const [, row] = parseCsvRows(clientsCsv([createClient({ name: '=HYPERLINK("x")' })]));
    expect(row?.[0]).toBe('\'=HYPERLINK("x")');
  });

  it('parses back to the header and one row per client, cell by cell', () => {
    fc.assert(
      fc.property(fc.array(clientArbitrary, { maxLength: 20 }), (clients) => {
        const rows = parseCsvRows(clientsCsv(clients));
        expect(rows).toEqual([[...CLIENT_CSV_HEADERS], ...clients.map(clientCsvRow)]);
      }),
    );
  });

  it('never writes a cell that a spreadsheet would run', () => {
    fc.assert(
      fc.property(fc.array(clientArbitrary, { maxLength: 20 }), (clients) => {
        const cells = parseCsvRows(clientsCsv(clients)).flat();
        expect(cells.filter(isDangerousCell)).toEqual([]);
      }),
    );
  });
});

describe('readCsvCell', () => {
  it('gives back any text neutraliseCell wrote, apostrophes of its own included', () => {
    for (const text of ['+', "'+", "''=SUM(A1)", "'nome", 'Marco', '-12,5', '@x']) {
      expect(readCsvCell(neutraliseCell(text))).toBe(text);
    }
  });
});

describe('neutraliseCell', () => {
  it.each(['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with an apostrophe',
    (t) => {
      expect(neutraliseCell(t)).toBe(`'${t}`);
    },
  );

  it('leaves plain text and plain numbers alone, negative numbers included', () => {
    expect(neutraliseCell('Marco')).toBe('Marco');
    expect(neutraliseCell('-1250')).toBe('-1250');
    expect(neutraliseCell('-12,5')).toBe('-12,5');
  });

  it('never returns a dangerous cell', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isDangerousCell(neutraliseCell(text))).toBe(false);
      }),
    );
  });
});
