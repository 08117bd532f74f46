import { CLIENT_BOOK_MAX_CLIENTS } from './client-limits';
import { decodeText } from './decode-text';
import { formatNumber } from './format';
import { importFileKind, isEncryptedWorkbook } from './import-file-kind';
import { PROTECTED_WORKBOOK_MESSAGE } from './protected-workbook';

// A client list's file as the advisor chose it, before its rows are read: a CSV's bytes
// decoded as the bank import decodes a statement (UTF-8 with or without BOM, UTF-16 with its
// BOM, else Windows-1252, what Italian Excel saves as "CSV"), or an Excel workbook (.xlsx),
// whose rows the workbook reader gives. What neither is gets its Italian refusal here.

const NOTHING_IMPORTED = 'Nessun cliente è stato importato.';
const SAVE_AGAIN =
  'aprilo in Excel o LibreOffice, scegli File › Salva con nome › «Cartella di lavoro di Excel (.xlsx)» o «CSV UTF-8 (delimitato da virgole)» e importa quel file.';

export const CLIENTS_FILE_MESSAGES = {
  xls: `È un file Excel 97-2003 (.xls), che non si legge in modo sicuro: ${SAVE_AGAIN} ${NOTHING_IMPORTED}`,
  protectedWorkbook: `${PROTECTED_WORKBOOK_MESSAGE} ${NOTHING_IMPORTED}`,
  damagedWorkbook: `Il file Excel non si apre, è danneggiato: ${SAVE_AGAIN} ${NOTHING_IMPORTED}`,
  tooManyRows: (sheet: string) =>
    `Il foglio «${sheet}» ha più di ${formatNumber(CLIENT_BOOK_MAX_CLIENTS)} righe di clienti, il massimo di un portafoglio: dividilo in più file. ${NOTHING_IMPORTED}`,
  /** The workbook worker did not start or stopped (a browser without module workers). */
  workbookNotRead: `Il file Excel non si è potuto leggere in questo browser: riprova, oppure salvalo come «CSV UTF-8 (delimitato da virgole)» con File › Salva con nome e importa quel file. ${NOTHING_IMPORTED}`,
  binary: `Il file non è di testo: sembra un programma, un’immagine o un archivio, non un elenco di clienti in CSV o Excel. ${NOTHING_IMPORTED}`,
} as const;

/** The most rows a sheet of clients may have: a full book, and its header. */
export const CLIENTS_WORKBOOK_MAX_ROWS = CLIENT_BOOK_MAX_CLIENTS + 1;

export type ClientsFileReading =
  | { ok: true; format: 'csv'; text: string }
  | { ok: true; format: 'xlsx' }
  | { ok: false; message: string };

/**
 * What a client list's bytes are: a CSV's text, an .xlsx to read, or why neither (an old
 * .xls, a workbook under a password, a binary file), in Italian. A file with no text reads
 * as empty text: the import then says the file has no rows of clients.
 */
export function readClientsFile(bytes: Uint8Array): ClientsFileReading {
  const signature = importFileKind(bytes);
  if (signature === 'xlsx') return { ok: true, format: 'xlsx' };
  if (signature === 'xls') {
    // Excel saves a workbook under a password in the 97-2003 container, whatever its name.
    const message = isEncryptedWorkbook(bytes)
      ? CLIENTS_FILE_MESSAGES.protectedWorkbook
      : CLIENTS_FILE_MESSAGES.xls;
    return { ok: false, message };
  }
  const decoded = decodeText(bytes);
  if (decoded.ok) return { ok: true, format: 'csv', text: decoded.text };
  if (decoded.reason === 'empty') return { ok: true, format: 'csv', text: '' };
  return { ok: false, message: CLIENTS_FILE_MESSAGES.binary };
}
