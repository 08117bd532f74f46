import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants';
import { checkPhoto, PHOTO_ERROR_MESSAGES } from './photo-validation';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];
const PDF = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0];

function file(bytes: number[], name: string, type = ''): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('checkPhoto', () => {
  it.each([
    ['foto.png', PNG],
    ['foto.jpg', JPG],
    ['foto senza estensione', PNG],
  ])('accepts %j, a real image', async (name, bytes) => {
    expect(await checkPhoto(file(bytes, name))).toEqual({ ok: true });
  });

  it.each([
    ['virus.exe', EXE, 'application/x-msdownload'],
    ['virus.png', EXE, 'image/png'],
    ['documento.pdf', PDF, 'application/pdf'],
    ['note.txt', [...'ciao'].map((c) => c.charCodeAt(0)), 'text/plain'],
  ])('refuses %j: not an image inside', async (name, bytes, type) => {
    expect(await checkPhoto(file(bytes, name, type))).toEqual({
      ok: false,
      message: PHOTO_ERROR_MESSAGES.notImage,
    });
  });

  it('refuses an empty file and one too large', async () => {
    expect(await checkPhoto(file([], 'vuota.png'))).toEqual({
      ok: false,
      message: PHOTO_ERROR_MESSAGES.empty,
    });
    const big = { size: UPLOAD_MAX_BYTES + 1, slice: () => new Blob([new Uint8Array(PNG)]) };
    expect(await checkPhoto(big)).toEqual({ ok: false, message: PHOTO_ERROR_MESSAGES.tooLarge });
  });
});
