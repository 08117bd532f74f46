import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants';
import { checkUpload, validateUpload } from './upload-validation';

const pdf = { name: 'dichiarazione.pdf', size: 2048, type: 'application/pdf' };

describe('validateUpload', () => {
  it.each([
    pdf,
    { name: 'foto.JPG', size: 10, type: 'image/jpeg' },
    { name: 'scan.jpeg', size: 10, type: 'image/jpeg' },
    { name: 'planimetria.png', size: 10, type: 'image/png' },
    { name: 'senza-mime.pdf', size: 10, type: '' },
    { name: 'al-limite.pdf', size: UPLOAD_MAX_BYTES, type: 'application/pdf' },
  ])('accepts $name', (file) => {
    expect(validateUpload(file)).toBeUndefined();
  });

  it('refuses a file over the limit, naming it', () => {
    expect(validateUpload({ ...pdf, size: UPLOAD_MAX_BYTES + 1 })).toEqual({
      title: 'File troppo grande',
      description: 'Il limite è 10 MB.',
    });
  });

  it.each([
    { name: 'setup.exe', size: 10, type: 'application/x-msdownload' },
    { name: 'finto.pdf', size: 10, type: 'application/x-msdownload' },
    { name: 'note.txt', size: 10, type: 'text/plain' },
    { name: 'pdf', size: 10, type: 'application/pdf' },
  ])('refuses $name as an unsupported format', (file) => {
    expect(validateUpload(file)).toEqual({
      title: 'Formato non supportato',
      description: 'Sono accettati solo PDF, JPG, PNG.',
    });
  });

  it('keeps a name of 255 characters and refuses a longer one, which storage could not keep', () => {
    const named = (length: number) => ({ ...pdf, name: `${'a'.repeat(length - 4)}.pdf` });
    expect(validateUpload(named(255))).toBeUndefined();
    expect(validateUpload(named(256))).toEqual({
      title: 'Nome del file troppo lungo',
      description: 'Il nome può avere al massimo 255 caratteri: rinomina il file e riprova.',
    });
  });

  it('refuses an empty file', () => {
    expect(validateUpload({ ...pdf, size: 0 })?.title).toBe('File vuoto');
  });
});

describe('checkUpload', () => {
  it('answers the format the content really has', async () => {
    const file = new File(['%PDF-1.4 contratto'], 'contratto.pdf', { type: 'application/pdf' });
    expect(await checkUpload(file)).toEqual({ ok: true, type: 'application/pdf' });
  });

  it('refuses a program renamed as a PDF, naming the accepted formats', async () => {
    const file = new File(['MZ\x90\x00'], 'fattura.pdf', { type: 'application/pdf' });
    expect(await checkUpload(file)).toEqual({
      ok: false,
      problem: {
        title: 'Formato non supportato',
        description:
          'Il contenuto del file non è un PDF, JPG o PNG valido, anche se il nome lo fa pensare.',
      },
    });
  });
});

describe('the file name limit counts characters', () => {
  it('takes a name of 250 emoji plus .pdf, which is 254 characters', () => {
    const name = `${'📄'.repeat(250)}.pdf`;
    expect(validateUpload({ name, size: 10, type: 'application/pdf' })).toBeUndefined();
  });
});
