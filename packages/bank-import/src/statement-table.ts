import { applyMapping } from './apply-mapping';
import { type ColumnMapping, layoutKey, proposeMapping } from './column-mapping';
import { type CsvDelimiter, readCsvTable, type TableRow } from './csv-table';
import { decodeText, type TextEncodingName } from './decode-text';
import { findHeaderIndex } from './find-header';
import { BankImportError } from './import-error';
import { PREVIEW_ROWS } from './limits';
import type { ParsedMovement } from './movement';

/** A statement read as a table (CSV, TXT, Excel): the header found, the rows below it. */
export interface StatementTable {
  header: string[];
  /** The file's line of the header row. */
  headerLine: number;
  /** Identifies the layout, for a saved mapping profile. */
  layoutKey: string;
  /** The rows below the header, cells as read. */
  rows: TableRow[];
  /** The mapping the header suggests; undefined when the user must choose the columns. */
  proposed: ColumnMapping | undefined;
}

/** The table in `records`: lines above the header are left out. */
export function tableFromRecords(records: readonly TableRow[]): StatementTable {
  const headerIndex = findHeaderIndex(records);
  const headerRow = records[headerIndex];
  if (headerRow === undefined) throw new Error('findHeaderIndex returned a row it does not have');
  const header = headerRow.cells.map((cell) => cell.trim());
  const rows = records.slice(headerIndex + 1);
  return {
    header,
    headerLine: headerRow.line,
    layoutKey: layoutKey(header),
    rows,
    proposed: proposeMapping(
      header,
      rows.slice(0, 20).map((row) => row.cells),
    ),
  };
}

export interface CsvStatement extends StatementTable {
  encoding: TextEncodingName;
  delimiter: CsvDelimiter;
}

/** A CSV or TXT statement: encoding, separator, quoting and the header detected. */
export function readCsvStatement(bytes: Uint8Array): CsvStatement {
  const { text, encoding } = decodeText(bytes);
  const { delimiter, rows } = readCsvTable(text);
  return { ...tableFromRecords(rows), encoding, delimiter };
}

/**
 * The movements of `table` under `mapping` (the proposed one unless the user chose);
 * refused with an Italian message when no mapping is known.
 */
export function tableMovements(
  table: StatementTable,
  mapping: ColumnMapping | undefined = table.proposed,
): ParsedMovement[] {
  if (mapping === undefined) {
    throw new BankImportError(
      'no-mapping',
      'Non riconosco le colonne di data e importo: indica quali sono.',
    );
  }
  return applyMapping(table.rows, mapping);
}

/** The first rows as read, for the preview: the header, then up to `count` rows. */
export function previewRows(table: StatementTable, count: number = PREVIEW_ROWS): string[][] {
  return [table.header, ...table.rows.slice(0, count).map((row) => row.cells)];
}
