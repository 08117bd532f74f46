import { decodeText } from './decode-text';

// A client list's file as the advisor chose it, before its CSV is read: its bytes decoded
// as the bank import decodes a statement (UTF-8 with or without BOM, UTF-16 with its BOM,
// else Windows-1252, what Italian Excel saves as "CSV").

export const CLIENTS_CSV_FILE_MESSAGES = {
  binary:
    'Il file non è di testo: sembra un programma, un’immagine o un archivio, non un elenco di clienti in CSV. Nessun cliente è stato importato.',
} as const;

export type ClientsCsvFileReading = { ok: true; text: string } | { ok: false; message: string };

/**
 * The text of a client list's bytes, or why there is none. A file with no text reads as
 * empty text: the import then says the file has no rows of clients.
 */
export function readClientsCsvFile(bytes: Uint8Array): ClientsCsvFileReading {
  const decoded = decodeText(bytes);
  if (decoded.ok) return { ok: true, text: decoded.text };
  if (decoded.reason === 'empty') return { ok: true, text: '' };
  return { ok: false, message: CLIENTS_CSV_FILE_MESSAGES.binary };
}
