import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFileSignature, FILE_SIGNATURE_BYTES } from './file-signature';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectFileSignature', () => {
  it.each([
    ['a PDF', ascii('%PDF-1.7\n'), 'application/pdf'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
  ])('recognises %s', (_label, head, type) => {
    expect(detectFileSignature(head)).toBe(type);
  });

  it.each([
    ['a Windows program', ascii('MZ\x90\x00\x03\x00\x00\x00')],
    ['plain text', ascii('Gentile cliente')],
    ['an empty file', bytes()],
    ['a truncated PDF header', ascii('%PDF')],
    ['a truncated PNG header', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ['a PDF header not at the start', ascii(' %PDF-1.4')],
    ['a ZIP (e.g. a .docx)', bytes(0x50, 0x4b, 0x03, 0x04)],
  ])('refuses %s', (_label, head) => {
    expect(detectFileSignature(head)).toBeUndefined();
  });

  it('needs no more than FILE_SIGNATURE_BYTES bytes and ignores what follows', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
        const head = new Uint8Array([...png, ...tail]);
        expect(detectFileSignature(head.slice(0, FILE_SIGNATURE_BYTES))).toBe('image/png');
        expect(detectFileSignature(head)).toBe('image/png');
      }),
    );
  });

  it('never recognises bytes that open with none of the signatures', () => {
    fc.assert(
      fc.property(
        fc
          .uint8Array({ minLength: 1, maxLength: 16 })
          .filter((a) => ![0x25, 0x89, 0xff].includes(a[0] ?? 0)),
        (head) => {
          expect(detectFileSignature(head)).toBeUndefined();
        },
      ),
    );
  });
});
