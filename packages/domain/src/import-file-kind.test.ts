import { describe, expect, it } from 'vitest';
import { importFileKind } from './import-file-kind';
import { utf8 } from './testing/bytes';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...utf8(part)] : part)));

describe('importFileKind', () => {
  it('tells a workbook from another zip, the old .xls, a PDF and text', () => {
    const zip = [0x50, 0x4b, 0x03, 0x04];
    expect(importFileKind(bytes(zip, '...[Content_Types].xml xl/workbook.xml'))).toBe('xlsx');
    expect(importFileKind(bytes(zip, '...word/document.xml'))).toBe('zip');
    expect(importFileKind(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('xls');
    expect(importFileKind(bytes('%PDF-1.7'))).toBe('pdf');
    expect(importFileKind(bytes('Nome;Email\nNiccolò;n@x.it'))).toBe('other');
    expect(importFileKind(new Uint8Array())).toBe('other');
  });
});
