// The advisor's client export (issue 17): a CSV that Excel in Italian opens as a table.
// UTF-8 with BOM (or Excel guesses a legacy code page), `;` between cells (the comma is
// the decimal separator), plain numbers with a decimal comma, dates dd/mm/yyyy.
import Papa from 'papaparse';
import { type Client } from './entities';
import { formatDate } from './format';
import { formatPlainNumber } from './plain-number';
import { statusLabel } from './status';

export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
/** The file's media type: the bytes are UTF-8 (a Blob encodes its text parts so). */
export const CLIENTS_CSV_TYPE = 'text/csv;charset=utf-8';

export const CLIENT_CSV_HEADERS = [
  'Nome',
  'Email',
  'Stato',
  'Patrimonio netto (€)',
  'Tasso di risparmio (%)',
  'Fondo emergenza (mesi)',
  'Costi investimento (%)',
  'Gap assicurativo (%)',
  'Ultimo contatto',
] as const;

/** A number as a spreadsheet cell: `1247500`, `0,35`, `-12,5`; 0 for a non-finite one. */
export const formatCsvNumber = formatPlainNumber;

/** What formatCsvNumber writes, and the only cells allowed to start with `-`. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/** First characters that make a spreadsheet evaluate a cell (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A formula start after one or more apostrophes: a cell neutraliseCell wrote, or one like it. */
const NEUTRALISED_START = /^'+[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet would run as a formula gets a leading apostrophe, so it
 * shows as the text it is. Plain numbers from formatCsvNumber are left as numbers. A text
 * that already starts with apostrophes before a formula start gets one more, so that
 * readCsvCell gives back exactly the text.
 */
export function neutraliseCell(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) || NEUTRALISED_START.test(text) ? `'${text}` : text;
}

/** A cell's text as it was before neutraliseCell: the one apostrophe it added removed. */
export function readCsvCell(cell: string): string {
  return NEUTRALISED_START.test(cell) ? cell.slice(1) : cell;
}

/** Whether a cell could be evaluated by a spreadsheet (what neutraliseCell prevents). */
export function isDangerousCell(cell: string): boolean {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell);
}

/** One client as the cells of a row, in the order of CLIENT_CSV_HEADERS. */
export function clientCsvRow(client: Client): string[] {
  return [
    client.name,
    client.email,
    statusLabel(client.status, 'dashboard'),
    formatCsvNumber(client.netWorth),
    formatCsvNumber(client.savingsRate),
    formatCsvNumber(client.emergencyFund),
    formatCsvNumber(client.investmentFee),
    formatCsvNumber(client.insuranceGap),
    formatDate(client.lastContact),
  ].map(neutraliseCell);
}

/** The whole file: BOM, header row and one row per client, RFC 4180 quoting, CRLF. */
export function clientsCsv(clients: readonly Client[]): string {
  const body = Papa.unparse(
    { fields: [...CLIENT_CSV_HEADERS], data: clients.map(clientCsvRow) },
    { delimiter: CSV_DELIMITER, newline: '\r\n', quotes: false, escapeFormulae: false },
  );
  return `${CSV_BOM}${body}\r\n`;
}

/** The rows of a file written by clientsCsv, header first, BOM dropped (tests, re-import). */
export function parseCsvRows(text: string): string[][] {
  const withoutBom = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  return Papa.parse<string[]>(withoutBom, {
    delimiter: CSV_DELIMITER,
    newline: '\r\n',
    skipEmptyLines: true,
  }).data;
}
