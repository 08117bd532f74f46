import { BankImportError } from './import-error';
import { MAX_IMPORT_BYTES } from './limits';
import { decodeWindows1252 } from './windows-1252';

export type TextEncodingName = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

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

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);

// Control bytes other than tab, line feed, form feed and carriage return: a text export
// has none, a program, an image or a zip has many. A NUL alone is enough.
function isControlByte(byte: number): boolean {
  return byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;
}

function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (isControlByte(byte)) controls += 1;
  }
  return controls > sample.length / 100;
}

/**
 * The text of a statement file: UTF-8 with or without BOM; UTF-16 with its BOM; otherwise
 * Windows-1252 (what Excel in Italian writes as "CSV"), chosen when the bytes are not valid
 * UTF-8. Refuses an empty file, one of blanks only, and a binary one.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  checkFileSize(bytes.length);
  let decoded: DecodedText;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    decoded = { text: new TextDecoder(encoding).decode(bytes), encoding };
  } else {
    if (looksBinary(bytes)) {
      throw new BankImportError(
        'binary',
        'Il file non è di testo: sembra un programma, un’immagine o un archivio, non un estratto conto.',
      );
    }
    try {
      // TextDecoder drops a UTF-8 BOM by itself.
      decoded = {
        text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
        encoding: 'utf-8',
      };
    } catch {
      decoded = { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
    }
  }
  if (decoded.text.trim() === '') throw new BankImportError('empty', 'Il file è vuoto.');
  return decoded;
}
