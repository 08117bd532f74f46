import Papa from 'papaparse';
import { BankImportError } from './import-error';
import { MAX_IMPORT_ROWS } from './limits';

export type CsvDelimiter = ';' | ',' | '\t';

/** A table as read: every cell is the file's text, never converted or evaluated. */
export interface TableRow {
  /** The file's line (1-based) where the record starts. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: CsvDelimiter;
  /** Non-blank records, in file order. */
  rows: TableRow[];
}

// `;` first: what Italian banks write, since the comma is the decimal separator.
const DELIMITERS: readonly CsvDelimiter[] = [';', '\t', ','];
const SNIFF_RECORDS = 60;

function nonBlank(cells: readonly string[]): boolean {
  return cells.some((cell) => cell.trim() !== '');
}

// A delimiter's score: how many of the first records have the most frequent cell count
// (above one). Lines above the table (IBAN, balances) break no candidate; in a `;` file
// with `-45,90` amounts the comma splits the rows but not the header, so `;` wins.
function score(text: string, delimiter: CsvDelimiter): { rows: number; cells: number } {
  const { data } = Papa.parse<string[]>(text, { delimiter, preview: SNIFF_RECORDS });
  const counts = new Map<number, number>();
  for (const cells of data) {
    if (cells.length > 1 && nonBlank(cells))
      counts.set(cells.length, (counts.get(cells.length) ?? 0) + 1);
  }
  let best = { rows: 0, cells: 0 };
  for (const [cells, rows] of counts) {
    if (rows > best.rows || (rows === best.rows && cells > best.cells)) best = { rows, cells };
  }
  return best;
}

/** The delimiter that splits the file's first records most regularly. */
export function detectDelimiter(text: string): CsvDelimiter {
  let chosen: CsvDelimiter = ';';
  let best = { rows: -1, cells: 0 };
  for (const delimiter of DELIMITERS) {
    const candidate = score(text, delimiter);
    if (
      candidate.rows > best.rows ||
      (candidate.rows === best.rows && candidate.cells > best.cells)
    ) {
      chosen = delimiter;
      best = candidate;
    }
  }
  return chosen;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (
    let index = text.indexOf('\n', from);
    index !== -1 && index < to;
    index = text.indexOf('\n', index + 1)
  ) {
    breaks += 1;
  }
  return breaks;
}

/**
 * Reads delimited text (quoted cells with `"`, a quote doubled inside them, line breaks
 * inside quotes) into records with their line numbers. Blank records are dropped; more
 * than MAX_IMPORT_ROWS records is refused.
 */
export function readCsvTable(source: string, delimiter?: CsvDelimiter): CsvTable {
  // One line break everywhere, so a record's line is the count of breaks before it.
  const text = source.replace(/\r\n?/g, '\n');
  const chosen = delimiter ?? detectDelimiter(text);
  const rows: TableRow[] = [];
  let line = 1;
  let cursor = 0;
  let tooMany = false;
  Papa.parse<string[]>(text, {
    delimiter: chosen,
    newline: '\n',
    quoteChar: '"',
    // Strings only: a cell starting with `=`, `+`, `-` or `@` stays the text it is.
    dynamicTyping: false,
    step(result, parser) {
      const start = line;
      const cells = result.data;
      if (nonBlank(cells)) {
        if (rows.length === MAX_IMPORT_ROWS) {
          tooMany = true;
          parser.abort();
          return;
        }
        rows.push({ line: start, cells });
      }
      line += countLineBreaks(text, cursor, result.meta.cursor);
      cursor = result.meta.cursor;
    },
  });
  if (tooMany) {
    throw new BankImportError(
      'too-many-rows',
      `Il file ha più di ${MAX_IMPORT_ROWS.toLocaleString('it-IT')} righe: dividilo in più file.`,
    );
  }
  return { delimiter: chosen, rows };
}
