import { decodeWindows1252 } from './windows-1252';

// The text of a file a user chose (a bank statement, a client list): the one decoder both
// imports use, so a file Excel saved reads the same in either.

export type TextEncodingName = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

/** Why bytes give no text: none at all (or blanks only), or they are not text. */
export type UndecodableText = 'empty' | 'binary';

export type TextDecoding = ({ ok: true } & DecodedText) | { ok: false; reason: UndecodableText };

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
 * The text of a file: UTF-8 with or without BOM (the BOM dropped); UTF-16 with its BOM;
 * otherwise Windows-1252 (what Excel in Italian writes as "CSV"), chosen when the bytes are
 * not valid UTF-8. No text for no bytes, blanks only, or binary bytes.
 */
export function decodeText(bytes: Uint8Array): TextDecoding {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  let decoded: DecodedText;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    decoded = { text: new TextDecoder(encoding).decode(bytes), encoding };
  } else {
    if (looksBinary(bytes)) return { ok: false, reason: 'binary' };
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
  if (decoded.text.trim() === '') return { ok: false, reason: 'empty' };
  return { ok: true, ...decoded };
}
