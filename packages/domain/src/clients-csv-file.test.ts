import { describe, expect, it } from 'vitest';
import { CLIENTS_CSV_FILE_MESSAGES, readClientsCsvFile } from './clients-csv-file';
import { utf8, windows1252 } from './testing/bytes';

const zip = (...names: string[]) =>
  new Uint8Array([
    ...[0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00],
    ...new TextEncoder().encode(names.join('\0')),
  ]);

describe('readClientsCsvFile', () => {
  it('reads UTF-8 with BOM and Windows-1252 alike', () => {
    expect(readClientsCsvFile(utf8('Nome\nNiccolò Forlì\n', true))).toEqual({
      ok: true,
      text: 'Nome\nNiccolò Forlì\n',
    });
    expect(readClientsCsvFile(windows1252('Nome\nNiccolò Forlì\n'))).toEqual({
      ok: true,
      text: 'Nome\nNiccolò Forlì\n',
    });
  });

  it('names an Excel workbook, new or 97-2003, and refuses any other binary file', () => {
    expect(readClientsCsvFile(zip('[Content_Types].xml', 'xl/workbook.xml'))).toEqual({
      ok: false,
      message: CLIENTS_CSV_FILE_MESSAGES.xlsx,
    });
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    expect(readClientsCsvFile(ole)).toEqual({ ok: false, message: CLIENTS_CSV_FILE_MESSAGES.xls });
    expect(readClientsCsvFile(zip('word/document.xml'))).toEqual({
      ok: false,
      message: CLIENTS_CSV_FILE_MESSAGES.binary,
    });
  });

  it('reads a file with no text as empty text', () => {
    expect(readClientsCsvFile(new Uint8Array())).toEqual({ ok: true, text: '' });
  });
});
