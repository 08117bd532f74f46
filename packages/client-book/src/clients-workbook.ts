import { CLIENTS_FILE_MESSAGES, CLIENTS_WORKBOOK_MAX_ROWS } from '@traguardo/domain/clients-file';
import { type ClientsCsvTable } from '@traguardo/domain/clients-csv-import';
import { formatPlainNumber } from '@traguardo/domain/plain-number';
import { readWorkbook, SpreadsheetError } from '@traguardo/spreadsheet/read-workbook';

// 'Importa clienti' of an Excel workbook (.xlsx): its rows become the table a CSV of clients
// gives, so the mapping, the checks, the preview and the undo are the CSV's own. The first
// sheet with clients is read; its first row is the header, as a CSV's first line is. A
// number cell reaches the client's checks as the form writes one (1247500, 0,35): no
// grouping, a decimal comma, two decimals at most; a date as yyyy-mm-dd.

export type ClientsWorkbookReading =
  { ok: true; table: ClientsCsvTable } | { ok: false; message: string };

const NO_ROWS: ClientsCsvTable = { headers: [], rows: [] };

/** The table of clients in an .xlsx's bytes, or why there is none, in Italian. */
export async function readClientsWorkbook(bytes: Uint8Array): Promise<ClientsWorkbookReading> {
  try {
    const sheets = await readWorkbook(bytes, {
      maxRows: CLIENTS_WORKBOOK_MAX_ROWS,
      numberText: formatPlainNumber,
    });
    // A sheet with only a header (or a cover sheet with a title) is passed over for one
    // with rows; when none has any, the first header stands, and the import says "empty".
    let headerOnly: ClientsCsvTable | undefined;
    for (const sheet of sheets) {
      const [header, ...rows] = sheet.readRows();
      if (header === undefined) continue;
      const table = { headers: header.cells.map((cell) => cell.trim()), rows };
      if (rows.length > 0) return { ok: true, table };
      headerOnly ??= table;
    }
    return { ok: true, table: headerOnly ?? NO_ROWS };
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    return {
      ok: false,
      message:
        error.code === 'too-many-rows'
          ? CLIENTS_FILE_MESSAGES.tooManyRows(error.sheet ?? '')
          : CLIENTS_FILE_MESSAGES.damagedWorkbook,
    };
  }
}

/** The workbook worker's API: only an .xlsx starts it (exceljs is its weight). */
export const clientsWorkbookApi = { read: readClientsWorkbook };

export type ClientsWorkbookApi = typeof clientsWorkbookApi;
