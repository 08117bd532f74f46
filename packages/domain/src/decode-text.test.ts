import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';
import { utf8, windows1252 } from './testing/bytes';

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM, dropping the BOM', () => {
    expect(decodeText(utf8('Nome;Città\n', true))).toEqual({
      ok: true,
      text: 'Nome;Città\n',
      encoding: 'utf-8',
    });
    expect(decodeText(utf8('Nome;Città\n'))).toMatchObject({ text: 'Nome;Città\n' });
  });

  it('reads Windows-1252, as Italian Excel saves a CSV, when the bytes are not UTF-8', () => {
    expect(decodeText(windows1252('Niccolò Forlì;€ 2,50 “sì” – PIÙ\n'))).toEqual({
      ok: true,
      text: 'Niccolò Forlì;€ 2,50 “sì” – PIÙ\n',
      encoding: 'windows-1252',
    });
  });

  it('reads UTF-16 with its BOM', () => {
    const bytes = Uint8Array.from([0xff, 0xfe, 0x44, 0x00, 0x61, 0x00, 0x74, 0x00, 0x61, 0x00]);
    expect(decodeText(bytes)).toEqual({ ok: true, text: 'Data', encoding: 'utf-16le' });
  });

  it('gives no text for no bytes, blanks only, or binary bytes', () => {
    expect(decodeText(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    expect(decodeText(utf8(' \r\n\n', true))).toEqual({ ok: false, reason: 'empty' });
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    expect(decodeText(zip)).toEqual({ ok: false, reason: 'binary' });
    const controls = Uint8Array.from({ length: 200 }, (_, index) =>
      index % 10 === 0 ? 0x01 : 0x41,
    );
    expect(decodeText(controls)).toEqual({ ok: false, reason: 'binary' });
  });
});
