import {
  type DecodedText,
  decodeText as decodeFileText,
  type TextEncodingName,
} from '@traguardo/domain/decode-text';
import { BankImportError } from './import-error';
import { MAX_IMPORT_BYTES } from './limits';

export type { DecodedText, TextEncodingName };

const MB = 1024 * 1024;

/** Refuses a file above the size limit or with no bytes; named before any byte is decoded. */
export function checkFileSize(size: number): void {
  if (size > MAX_IMPORT_BYTES) {
    // Rounded up: a file just over the limit never reads as exactly the limit.
    const shown = (Math.ceil((size / MB) * 10) / 10).toLocaleString('it-IT', {
      maximumFractionDigits: 1,
    });
    throw new BankImportError(
      'too-large',
      `Il file è troppo grande (${shown} MB): il limite è ${MAX_IMPORT_BYTES / MB} MB.`,
    );
  }
  if (size === 0) throw new BankImportError('empty', 'Il file è vuoto.');
}

/**
 * The text of a statement file, decoded by domain's decoder (UTF-8 with or without BOM,
 * UTF-16 with its BOM, else Windows-1252). Refuses a file over the limit, an empty file,
 * one of blanks only, and a binary one, as a statement.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  checkFileSize(bytes.length);
  const decoded = decodeFileText(bytes);
  if (decoded.ok) return { text: decoded.text, encoding: decoded.encoding };
  if (decoded.reason === 'binary') {
    throw new BankImportError(
      'binary',
      'Il file non è di testo: sembra un programma, un’immagine o un archivio, non un estratto conto.',
    );
  }
  throw new BankImportError('empty', 'Il file è vuoto.');
}
