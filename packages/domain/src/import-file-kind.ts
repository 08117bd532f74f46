import { detectFileSignature } from './file-signature';
import { decodeWindows1252 } from './windows-1252';

// What a file's first bytes say it is, before anything reads it as text: the workbooks,
// archives and documents a person may pick where a CSV or a statement is asked for, for every
// import that checks them (a PDF's signature is the uploads', file-signature.ts).

/** What the bytes are, by their signature; 'other' for anything else (text among it). */
export type ImportFileKind = 'xlsx' | 'zip' | 'xls' | 'pdf' | 'other';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The OLE2 compound file of Excel 97-2003 (.xls). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);

// A zip is an .xlsx when it holds xl/workbook.xml: the names of a zip's entries are plain
// text in its central directory, at the end (a .docx or a .zip of photos has none).
const CENTRAL_DIRECTORY_BYTES = 256 * 1024;
function isXlsxZip(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - CENTRAL_DIRECTORY_BYTES));
  return decodeWindows1252(tail).includes('xl/workbook.xml');
}

export function importFileKind(bytes: Uint8Array): ImportFileKind {
  if (startsWith(bytes, ZIP)) return isXlsxZip(bytes) ? 'xlsx' : 'zip';
  if (startsWith(bytes, OLE)) return 'xls';
  if (detectFileSignature(bytes) === 'application/pdf') return 'pdf';
  return 'other';
}

// An Office file under a password is an OLE2 container whose directory names its
// "EncryptedPackage" stream (MS-OFFCRYPTO), in UTF-16LE; an .xls holds a "Workbook" stream.
const ENCRYPTED_PACKAGE = Array.from('EncryptedPackage', (char) => [char.charCodeAt(0), 0]).flat();

/** Whether an OLE2 file ('xls' by its signature) is a workbook encrypted with a password. */
export function isEncryptedWorkbook(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, OLE)) return false;
  const first = ENCRYPTED_PACKAGE[0];
  for (
    let index = bytes.indexOf(first ?? 0);
    index !== -1 && index + ENCRYPTED_PACKAGE.length <= bytes.length;
    index = bytes.indexOf(first ?? 0, index + 1)
  ) {
    if (ENCRYPTED_PACKAGE.every((byte, offset) => bytes[index + offset] === byte)) return true;
  }
  return false;
}
