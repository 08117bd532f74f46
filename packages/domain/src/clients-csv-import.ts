// 'Importa clienti': reads a CSV of clients, or the rows of an Excel workbook (read into the
// same table by the workbook reader, then one path). A file in exactly the layout 'Esporta' writes
// (clients-csv.ts) maps itself and imports back losslessly; any other layout is mapped
// column by column (suggested from the headers, chosen by the advisor). Every row is read
// whole: a row with a problem is rejected with its line and the reason, the others import.
import Papa from 'papaparse';
import {
  CLIENT_FIELD_LABELS,
  CLIENT_FIELDS,
  type ClientDraft,
  type ClientFieldName,
  emailKey,
  readClientDraft,
} from './client-draft';
import { type ClientImportRow } from './client-import-plan';
import { CLIENT_CSV_HEADERS, CSV_BOM, neutraliseCell, readCsvCell } from './clients-csv';
import { type ClientStatus, type IsoDate } from './entities';
import { CLIENT_STATUSES, statusLabel } from './status';

/** The columns an import can fill: the client's fields and, optionally, its status. */
export type ImportColumn = ClientFieldName | 'status';
/** Which column of the file (by index) fills each field; undefined leaves it unmapped. */
export type ClientColumnMapping = Partial<Record<ImportColumn, number>>;

export type ClientsCsvTable = {
  headers: string[];
  /** The data rows with their line in the file (the header is line 1). */
  rows: { line: number; cells: string[] }[];
};

export type RejectedRow = { line: number; reason: string };

export type ClientsCsvReading = { rows: ClientImportRow[]; rejected: RejectedRow[] };

export const CLIENTS_CSV_IMPORT_MESSAGES = {
  empty: 'Il file è vuoto o non contiene righe di clienti.',
  notCsv: 'Il file non sembra un CSV o un file Excel leggibile.',
  unmapped: (label: string) => `Scegli la colonna di «${label}».`,
  duplicateInFile: (line: number) => `Email già presente alla riga ${line} del file.`,
  unknownStatus: (value: string) =>
    `Stato «${value}» sconosciuto: usa Eccellente, Attenzione o Critico.`,
} as const;

/** The required fields, in the mapping's order. */
export const IMPORT_REQUIRED: readonly ClientFieldName[] = CLIENT_FIELDS;

/** A client list as it reaches the import: a CSV's text, or a workbook's rows already read. */
export type ClientFileContent =
  { format: 'csv'; text: string } | { format: 'xlsx'; table: ClientsCsvTable };

/**
 * The table of a client list, whichever file it came in. A workbook's cells are its texts as
 * they are: each gets the apostrophe a CSV cell would, which the rows' reading takes off, so
 * a text "'=x" stays "'=x".
 */
export function clientsTableOf(content: ClientFileContent): ClientsCsvTable {
  if (content.format === 'csv') return readClientsCsvTable(content.text);
  const { headers, rows } = content.table;
  return {
    headers,
    rows: rows.map(({ line, cells }) => ({ line, cells: cells.map(neutraliseCell) })),
  };
}

/** Reads a CSV's text (BOM dropped, delimiter and line ends detected) into a table. */
export function readClientsCsvTable(text: string): ClientsCsvTable {
  const withoutBom = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  const parsed = Papa.parse<string[]>(withoutBom, { skipEmptyLines: 'greedy' });
  const [headers = [], ...data] = parsed.data;
  // Each row's line: the rows parsed so far plus the newlines inside quoted cells.
  const rows: { line: number; cells: string[] }[] = [];
  let line = 1 + countLines(headers);
  for (const cells of data) {
    line += 1;
    rows.push({ line, cells });
    line += countLines(cells);
  }
  return { headers: headers.map((h) => h.trim()), rows };
}

function countLines(cells: readonly string[]): number {
  return cells.reduce((sum, cell) => sum + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
}

/** Whether the headers are exactly those 'Esporta' writes. */
export function isExportLayout(headers: readonly string[]): boolean {
  return (
    headers.length === CLIENT_CSV_HEADERS.length &&
    headers.every((header, index) => header === CLIENT_CSV_HEADERS[index])
  );
}

const EXPORT_COLUMNS: readonly ImportColumn[] = [
  'name',
  'email',
  'status',
  'netWorth',
  'savingsRate',
  'emergencyFund',
  'investmentFee',
  'insuranceGap',
  'lastContact',
];

// Words a header of another layout may use for each field (lower case, no accents).
const SYNONYMS: Record<ImportColumn, readonly string[]> = {
  name: ['nome', 'name', 'cliente', 'nominativo', 'nome e cognome'],
  email: ['email', 'e-mail', 'mail', 'posta elettronica'],
  status: ['stato', 'status'],
  netWorth: ['patrimonio', 'patrimonio netto', 'net worth', 'networth'],
  savingsRate: ['tasso di risparmio', 'risparmio', 'savings rate', 'savingsrate'],
  emergencyFund: ['fondo emergenza', 'fondo di emergenza', 'emergency fund', 'emergencyfund'],
  investmentFee: ['costi investimento', 'costi', 'commissioni', 'investment fee', 'investmentfee'],
  insuranceGap: ['gap assicurativo', 'gap', 'insurance gap', 'insurancegap'],
  lastContact: ['ultimo contatto', 'last contact', 'lastcontact', 'data ultimo contatto'],
};

function normalise(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\(.*?\)/g, '')
    .replace(/[_]/g, ' ')
    .trim()
    .toLowerCase();
}

/** The mapping of a file: the export's own, or one suggested from the headers' words. */
export function suggestColumnMapping(headers: readonly string[]): ClientColumnMapping {
  if (isExportLayout(headers)) {
    return Object.fromEntries(EXPORT_COLUMNS.map((column, index) => [column, index]));
  }
  const mapping: ClientColumnMapping = {};
  const names = headers.map(normalise);
  for (const column of Object.keys(SYNONYMS) as ImportColumn[]) {
    const index = names.findIndex((name) => SYNONYMS[column].includes(name));
    if (index >= 0 && !Object.values(mapping).includes(index)) mapping[column] = index;
  }
  return mapping;
}

/** The fields the mapping leaves without a column, each with the message to show. */
export function missingColumns(mapping: ClientColumnMapping): string[] {
  return IMPORT_REQUIRED.filter((field) => mapping[field] === undefined).map((field) =>
    CLIENTS_CSV_IMPORT_MESSAGES.unmapped(CLIENT_FIELD_LABELS[field]),
  );
}

/** A cell as written: the apostrophe 'Esporta' puts before a formula-like text removed. */
function cellText(cell: string | undefined): string {
  return readCsvCell(cell ?? '');
}

function readStatus(text: string): ClientStatus | undefined | 'unknown' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const lower = trimmed.toLowerCase();
  for (const status of CLIENT_STATUSES) {
    const labels = [statusLabel(status, 'dashboard'), statusLabel(status, 'report'), status];
    if (labels.some((label) => label.toLowerCase() === lower)) return status;
  }
  return 'unknown';
}

/**
 * The rows of a table read through a mapping (every required field mapped: see
 * missingColumns): each valid row as an import row, each other with its line and why.
 * A second row with an email seen before in the file is rejected.
 */
export function readClientRows(
  table: ClientsCsvTable,
  mapping: ClientColumnMapping,
  today: IsoDate,
): ClientsCsvReading {
  const reading: ClientsCsvReading = { rows: [], rejected: [] };
  const seen = new Map<string, number>();
  for (const { line, cells } of table.rows) {
    const cell = (column: ImportColumn) => {
      const index = mapping[column];
      return index === undefined ? '' : cellText(cells[index]);
    };
    const draft = Object.fromEntries(
      CLIENT_FIELDS.map((field) => [field, cell(field)]),
    ) as ClientDraft;
    const result = readClientDraft(draft, { today });
    if (!result.ok) {
      const reasons = Object.entries(result.errors).map(
        ([field, message]) => `${CLIENT_FIELD_LABELS[field as ClientFieldName]}: ${message}`,
      );
      reading.rejected.push({ line, reason: reasons.join(' ') });
      continue;
    }
    const status = readStatus(cell('status'));
    if (status === 'unknown') {
      reading.rejected.push({
        line,
        reason: CLIENTS_CSV_IMPORT_MESSAGES.unknownStatus(cell('status').trim()),
      });
      continue;
    }
    const key = emailKey(result.value.email);
    const first = seen.get(key);
    if (first !== undefined) {
      reading.rejected.push({ line, reason: CLIENTS_CSV_IMPORT_MESSAGES.duplicateInFile(first) });
      continue;
    }
    seen.set(key, line);
    reading.rows.push(
      status === undefined
        ? { line, fields: result.value }
        : { line, fields: result.value, status },
    );
  }
  return reading;
}
