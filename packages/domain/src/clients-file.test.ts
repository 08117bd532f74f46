import { describe, expect, it } from 'vitest';
import { CLIENTS_FILE_MESSAGES, readClientsFile } from './clients-file';
import { oleBytes, utf8, windows1252 } from './testing/bytes';

const zip = (...names: string[]) =>
  new Uint8Array([
    ...[0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00],
    ...new TextEncoder().encode(names.join('\0')),
  ]);

describe('readClientsFile', () => {
  it('reads UTF-8 with BOM and Windows-1252 alike', () => {
    expect(readClientsFile(utf8('Nome\nNiccolò Forlì\n', true))).toEqual({
      ok: true,
      format: 'csv',
      text: 'Nome\nNiccolò Forlì\n',
    });
    expect(readClientsFile(windows1252('Nome\nNiccolò Forlì\n'))).toEqual({
      ok: true,
      format: 'csv',
      text: 'Nome\nNiccolò Forlì\n',
    });
  });

  it('takes an .xlsx workbook to read, and refuses any other binary file', () => {
    expect(readClientsFile(zip('[Content_Types].xml', 'xl/workbook.xml'))).toEqual({
      ok: true,
      format: 'xlsx',
    });
    expect(readClientsFile(zip('word/document.xml'))).toEqual({
      ok: false,
      message: CLIENTS_FILE_MESSAGES.binary,
    });
  });

  it('refuses an .xls with how to save it as .xlsx or CSV, and says when a password locks a workbook', () => {
    expect(readClientsFile(oleBytes('Root Entry', 'Workbook'))).toEqual({
      ok: false,
      message:
        'È un file Excel 97-2003 (.xls), che non si legge in modo sicuro: aprilo in Excel o LibreOffice, scegli File › Salva con nome › «Cartella di lavoro di Excel (.xlsx)» o «CSV UTF-8 (delimitato da virgole)» e importa quel file. Nessun cliente è stato importato.',
    });
    expect(readClientsFile(oleBytes('Root Entry', 'EncryptionInfo', 'EncryptedPackage'))).toEqual({
      ok: false,
      message:
        'La cartella di lavoro Excel è protetta da password: aprila in Excel, togli la password (File › Informazioni › Proteggi cartella di lavoro › Crittografa con password) e salvala, oppure salvala come CSV. Nessun cliente è stato importato.',
    });
  });

  it('reads a file with no text as empty text', () => {
    expect(readClientsFile(new Uint8Array())).toEqual({ ok: true, format: 'csv', text: '' });
  });
});
