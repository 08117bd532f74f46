// Writes movements as the CSV layouts Italian banks export, for the sample files, the
// property tests (write → read gives the same movements) and the benchmark's large files.
// Invented layouts after the documented shapes; no bank's real file.
import Papa from 'papaparse';
import { formatPlainAmount } from './parse-amount';
import { formatItalianDate } from './parse-date';

export interface MovementToWrite {
  date: string;
  description: string;
  amountCents: number;
}

export type CsvLayout = 'importo-eur' | 'entrate-uscite' | 'dare-avere' | 'plain-comma';

/** `1.234,56` (grouped) or `1234,56`, with a minus when negative. */
export function formatItalianAmount(cents: number, grouped = true): string {
  const [units = '0', fraction = '00'] = formatPlainAmount(Math.abs(cents)).split('.');
  const shownUnits = grouped ? units.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : units;
  return `${cents < 0 ? '-' : ''}${shownUnits},${fraction}`;
}

function write(rows: string[][], delimiter: string): string {
  // Quotes only where needed; `=`/`+`/`-`/`@` cells are written as they are: a bank does.
  return Papa.unparse(rows, { delimiter, newline: '\r\n', escapeFormulae: false });
}

/** The CSV text of `movements` in `layout`. */
export function writeCsvStatement(
  movements: readonly MovementToWrite[],
  layout: CsvLayout,
): string {
  switch (layout) {
    case 'importo-eur':
      return write(
        [
          ['Data Registrazione', 'Data valuta', 'Descrizione', 'Importo (EUR)'],
          ...movements.map((m) => [
            formatItalianDate(m.date),
            formatItalianDate(m.date),
            m.description,
            formatItalianAmount(m.amountCents, false),
          ]),
        ],
        ';',
      );
    case 'entrate-uscite': {
      const total = movements.reduce((sum, m) => sum + m.amountCents, 0);
      return write(
        [
          ['Conto', 'IT60X0542811101000000123456', '', '', ''],
          ['Intestatario', 'Maria Esempio', '', '', ''],
          ['Saldo contabile', formatItalianAmount(100000), '', '', ''],
          ['', '', '', '', ''],
          ['Data contabile', 'Data valuta', 'Descrizione operazione', 'Entrate', 'Uscite'],
          ...movements.map((m) => [
            formatItalianDate(m.date),
            formatItalianDate(m.date),
            m.description,
            m.amountCents >= 0 ? formatItalianAmount(m.amountCents) : '',
            m.amountCents < 0 ? formatItalianAmount(m.amountCents) : '',
          ]),
          ['', '', '', '', ''],
          ['Totale movimenti', '', '', formatItalianAmount(total), ''],
        ],
        ';',
      );
    }
    case 'dare-avere':
      return write(
        [
          ['Data operazione', 'Descrizione', 'Importo', 'Dare/Avere'],
          ...movements.map((m) => [
            formatItalianDate(m.date).replace(/\//g, '.'),
            m.description,
            formatItalianAmount(Math.abs(m.amountCents)),
            m.amountCents < 0 ? 'D' : 'A',
          ]),
        ],
        ';',
      );
    case 'plain-comma':
      return write(
        [
          ['Date', 'Description', 'Amount'],
          ...movements.map((m) => [m.date, m.description, formatPlainAmount(m.amountCents)]),
        ],
        ',',
      );
  }
}
