import { describe, expect, it } from 'vitest';
import { checkFileSize, decodeText } from './decode-text';
import { BankImportError } from './import-error';
import { MAX_IMPORT_BYTES } from './limits';
import { utf8, windows1252 } from './testing/bytes';

function refusal(run: () => unknown): BankImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof BankImportError) return error;
    throw error;
  }
  throw new Error('non rifiutato');
}

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM, dropping the BOM', () => {
    expect(decodeText(utf8('Descrizione;Città\n', true))).toEqual({
      text: 'Descrizione;Città\n',
      encoding: 'utf-8',
    });
    expect(decodeText(utf8('Descrizione;Città\n')).text).toBe('Descrizione;Città\n');
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeText(windows1252('Caffè PIÙ caro;€ 2,50 “sì” – ok\n'))).toEqual({
      text: 'Caffè PIÙ caro;€ 2,50 “sì” – ok\n',
      encoding: 'windows-1252',
    });
  });

  it('reads UTF-16 with its BOM', () => {
    const bytes = Uint8Array.from([0xff, 0xfe, 0x44, 0x00, 0x61, 0x00, 0x74, 0x00, 0x61, 0x00]);
    expect(decodeText(bytes)).toEqual({ text: 'Data', encoding: 'utf-16le' });
  });

  it('refuses an empty file and one of blanks only', () => {
    expect(refusal(() => decodeText(new Uint8Array()))).toMatchObject({
      code: 'empty',
      message: 'Il file è vuoto.',
    });
    expect(refusal(() => decodeText(utf8(' \r\n\n', true))).code).toBe('empty');
  });

  it('refuses a binary file: NUL bytes, or many control bytes', () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    expect(refusal(() => decodeText(zip))).toMatchObject({
      code: 'binary',
      message: expect.stringContaining('Il file non è di testo'),
    });
    const controls = Uint8Array.from({ length: 200 }, (_, index) =>
      index % 10 === 0 ? 0x01 : 0x41,
    );
    expect(refusal(() => decodeText(controls)).code).toBe('binary');
  });
});

describe('checkFileSize', () => {
  it('refuses more than 20 MB, naming the size and the limit', () => {
    expect(() => checkFileSize(MAX_IMPORT_BYTES)).not.toThrow();
    expect(refusal(() => checkFileSize(MAX_IMPORT_BYTES + 1))).toMatchObject({
      code: 'too-large',
      message: 'Il file è troppo grande (20,1 MB): il limite è 20 MB.',
    });
    expect(refusal(() => checkFileSize(25 * 1024 * 1024)).message).toBe(
      'Il file è troppo grande (25 MB): il limite è 20 MB.',
    );
  });
});
